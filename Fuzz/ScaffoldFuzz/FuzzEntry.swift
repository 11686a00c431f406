#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The readers of untrusted text that can be fuzzed, one build for all (scripts/fuzz.sh sets
/// `SCAFFOLD_FUZZ_KIND`): building one product instead of six keeps CI from compiling the
/// sanitized dependencies again for each.
enum FuzzKind: String, CaseIterable {
    case manifest, openstep, sourcescan, template, graphql, xcscheme

    /// The kind this process fuzzes, read once.
    static let current: FuzzKind? = getenv("SCAFFOLD_FUZZ_KIND").flatMap { FuzzKind(rawValue: String(cString: $0)) }
}

/// libFuzzer's entry point: hands each input to the chosen reader's harness.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    switch FuzzKind.current {
    case .manifest?: return fuzzManifest(bytes, count)
    case .openstep?: return fuzzOpenStep(bytes, count)
    case .sourcescan?: return fuzzSourceScan(bytes, count)
    case .template?: return fuzzTemplate(bytes, count)
    case .graphql?: return fuzzGraphQL(bytes, count)
    case .xcscheme?: return fuzzScheme(bytes, count)
    case nil:
        let message = Array("set SCAFFOLD_FUZZ_KIND to one of: \(FuzzKind.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8)
        _ = write(2, message, message.count)
        exit(2)
    }
}
