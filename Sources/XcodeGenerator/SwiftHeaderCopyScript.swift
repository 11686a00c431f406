import ProjectSpec

/// XcodeGen's "Copy Swift Objective-C Interface Header" phase: a static library that compiles
/// Swift copies its generated `-Swift.h` header into `include/<module>/`, so Objective-C code
/// that links it can import it — unless the first configuration's settings turn the header off
/// (`SWIFT_OBJC_INTERFACE_HEADER_NAME = ""` or `SWIFT_INSTALL_OBJC_HEADER = NO`).
enum SwiftHeaderCopyScript {
    /// The phase's script for `target`, whose Sources phase holds `sources`; `nil` when it needs none.
    static func script(for target: Target, in project: Project, sources: [String]) -> BuildScript? {
        guard target.type == .staticLibrary, sources.contains(where: { $0.hasSuffix(".swift") }) else { return nil }
        let config = project.configs.first?.name
        if setting("SWIFT_OBJC_INTERFACE_HEADER_NAME", of: target, in: project, config: config) == "" { return nil }
        if let install = setting("SWIFT_INSTALL_OBJC_HEADER", of: target, in: project, config: config),
           ["NO", "FALSE", "0"].contains(install.uppercased()) { return nil }
        return BuildScript(
            name: "Copy Swift Objective-C Interface Header",
            script: "ditto \"${SCRIPT_INPUT_FILE_0}\" \"${SCRIPT_OUTPUT_FILE_0}\"\n",
            inputFiles: ["$(DERIVED_SOURCES_DIR)/$(SWIFT_OBJC_INTERFACE_HEADER_NAME)"],
            outputFiles: ["$(BUILT_PRODUCTS_DIR)/include/$(PRODUCT_MODULE_NAME)/$(SWIFT_OBJC_INTERFACE_HEADER_NAME)"]
        )
    }

    /// `key`'s text in `config` as the manifest sets it: the target's over the project's,
    /// a configuration's over the base; `nil` when neither sets it.
    private static func setting(_ key: String, of target: Target, in project: Project, config: String?) -> String? {
        for settings in [target.settings, project.settings] {
            if let config, let value = settings.configs[config]?[key] { return text(value) }
            if let value = settings.base[key] { return text(value) }
        }
        return nil
    }

    private static func text(_ value: SettingValue) -> String {
        switch value {
        case .string(let text): return text
        case .list(let items): return items.joined(separator: " ")
        }
    }
}
