import Foundation
import ScaffoldSupport

/// The JSON a Swift manifest (a project, workspace or template) printed: read from its cache
/// when the key of its inputs matches, else compiled and run. ``storeIfUnchanged()`` keeps a
/// freshly compiled JSON once the caller has read it without errors, and only if the inputs
/// still have the key they had before the compile (a manifest saved while it compiled may have
/// been compiled in either version).
struct CachedManifestJSON {
    /// The JSON text.
    let json: String
    /// Whether it came from the cache.
    let fromCache: Bool
    let cache: SwiftManifestCache
    let key: String?
    let keyNow: () -> String?

    /// Stores a compiled JSON when the inputs still have the key they had before the compile.
    func storeIfUnchanged() {
        if !fromCache, let key, key == keyNow() { cache.store(json, for: key) }
    }
}

extension ManifestLoader {
    /// `manifest`'s JSON, keyed by it and `inputs` (helpers, plugins) and the toolchain:
    /// from `cache`, from the workspace's one compile when `batched`, or `compile()`d. `currentInputs` lists the inputs again for the check
    /// before storing (by default, the same files).
    func cachedManifestJSON(
        _ manifest: URL, inputs: [URL], currentInputs: (() -> [URL])? = nil, cache: SwiftManifestCache, toolchain: SwiftToolchain,
        batched: Bool = false, compile: () throws(DiagnosticsError) -> String
    ) throws(DiagnosticsError) -> CachedManifestJSON {
        let (swift, environment) = (self.swift, self.environment)
        let keyOf = { (files: [URL]) in
            SwiftManifestCache.key(manifest: manifest, helpers: files, toolchain: toolchain, toolVersion: swift.toolVersion, environment: environment)
        }
        let key = keyOf(inputs)
        let keyNow = { keyOf(currentInputs?() ?? inputs) }
        if let cached = key.flatMap(cache.json) {
            return CachedManifestJSON(json: cached, fromCache: true, cache: cache, key: key, keyNow: keyNow)
        }
        if batched, let result = batchedJSON(manifest, key: key, toolchain: toolchain) {
            return CachedManifestJSON(json: try result.get(), fromCache: false, cache: cache, key: key, keyNow: keyNow)
        }
        return CachedManifestJSON(json: try compile(), fromCache: false, cache: cache, key: key, keyNow: keyNow)
    }
}
