import Foundation
import ProjectSpec
import Testing

/// Tuist's target API as real manifests use it — Tuist 4's `Target(name:destinations:…)` and
/// `.target(…)`, Tuist 1–3's `Target(name:platform:…)` with `actions:`, `infoPlist:` as a file,
/// `.default` or `.extendingDefault(with:)`, `entitlements:`, `productName:`, the extension
/// products, and buildable folders — in manifests of our own, shaped like Tuist's fixtures.
@Suite struct TuistTargetAPITests {
    @Test func anAppWithExtensionsAndGeneratedInfoPlists() throws {
        let manifest = """
            import ProjectDescription

            let project = Project(name: "Chat", targets: [
                Target(name: "Chat", platform: .iOS, product: .app, productName: "ChatApp", bundleId: "dev.chat",
                       infoPlist: "Chat/Info.plist", sources: ["Chat/**"], entitlements: "Chat/Chat.entitlements",
                       actions: [.pre(path: "/bin/echo", arguments: ["hello"], name: "Hello")],
                       dependencies: [.target(name: "Stickers"), .target(name: "Messages")]),
                Target(name: "Stickers", platform: .iOS, product: .stickerPackExtension, bundleId: "dev.chat.stickers",
                       infoPlist: .extendingDefault(with: ["CFBundleDisplayName": "$(PRODUCT_NAME)", "NSExtension": ["NSExtensionPointIdentifier": "com.apple.message-payload-provider"]]),
                       sources: [], resources: ["Stickers/**"]),
                Target(name: "Messages", platform: .iOS, product: .messagesExtension, bundleId: "dev.chat.messages",
                       infoPlist: .default, sources: "Messages/**",
                       entitlements: .dictionary(["com.apple.security.application-groups": ["group.dev.chat"]])),
            ])
            """
        let root = try makeFolder(files: [
            "Project.swift": manifest, "Chat/App.swift": "", "Chat/Info.plist": "", "Chat/Chat.entitlements": "",
            "Stickers/Sticker.png": "", "Messages/MessagesViewController.swift": "",
        ])
        let project = try load(root).project
        let chat = try #require(project.target(named: "Chat"))
        #expect(chat.productName == "ChatApp")
        #expect(chat.settings.base["INFOPLIST_FILE"] == .string("Chat/Info.plist"))
        #expect(chat.settings.base["CODE_SIGN_ENTITLEMENTS"] == .string("Chat/Chat.entitlements"))
        #expect(chat.preBuildScripts.map(\.name) == ["Hello"])
        #expect(chat.dependencies.map(\.name) == ["Stickers", "Messages"])
        let stickers = try #require(project.target(named: "Stickers"))
        #expect(stickers.type == .stickerPack)
        #expect(stickers.info?.path == "Derived/InfoPlists/Stickers-Info.plist")
        #expect(stickers.info?.properties["CFBundleDisplayName"] == .string("$(PRODUCT_NAME)"))
        #expect(stickers.info?.properties["NSExtension"] == .dictionary(["NSExtensionPointIdentifier": .string("com.apple.message-payload-provider")]))
        let messages = try #require(project.target(named: "Messages"))
        #expect(messages.type == .messagesExtension)
        #expect(messages.info?.path == "Derived/InfoPlists/Messages-Info.plist")
        #expect(messages.info?.properties.isEmpty == true)
        #expect(messages.entitlements?.path == "Derived/Entitlements/Messages.entitlements")
        #expect(messages.entitlements?.properties["com.apple.security.application-groups"] == .array([.string("group.dev.chat")]))
    }

    @Test func tuist4sInitializerAndBuildableFolders() throws {
        let manifest = """
            import ProjectDescription

            let project = Project(name: "Notes", targets: [
                Target(name: "Notes", destinations: .macOS, product: .app, bundleId: "dev.notes", infoPlist: .default,
                       buildableFolders: [
                           .folder("Notes/Sources", exceptions: .exceptions([
                               .exception(excluded: ["Notes/Sources/Old.swift"], compilerFlags: ["Notes/Sources/Fast.swift": "-Ounchecked"]),
                           ])),
                           "Notes/Resources",
                       ]),
                .target(name: "NotesTests", destinations: .macOS, product: .unitTests, bundleId: "dev.notes.tests",
                        sources: "NotesTests/**", dependencies: [.target(name: "Notes")]),
            ])
            """
        let root = try makeFolder(files: [
            "Project.swift": manifest, "Notes/Sources/App.swift": "", "Notes/Sources/Old.swift": "", "Notes/Sources/Fast.swift": "",
            "Notes/Resources/data.json": "", "NotesTests/NotesTests.swift": "",
        ])
        let loaded = try load(root)
        let notes = try #require(loaded.project.target(named: "Notes"))
        #expect(notes.platform == .macOS)
        #expect(notes.sources.map(\.path) == ["Notes/Sources", "Notes/Sources/Fast.swift", "Notes/Resources"])
        #expect(notes.sources.first?.excludes == ["Old.swift", "Fast.swift"])
        // A file's flags are generated (COMPILER_FLAGS of its build file), so no warning.
        #expect(notes.sources[1].compilerFlags == ["-Ounchecked"])
        #expect(!loaded.warnings.contains { $0.message.contains("compilerFlags") })
        #expect(loaded.project.target(named: "NotesTests")?.dependencies.map(\.name) == ["Notes"])
    }

    @Test func projectLevelAPIsTuistManifestsUse() throws {
        let manifest = """
            import ProjectDescription

            let suffix = Environment.appSuffix.getString(default: "Local")
            let project = Project(
                name: "Shop\\(suffix)",
                organizationName: "Shop Inc.",
                settings: .settings(
                    base: SettingsDictionary().marketingVersion("2.1").currentProjectVersion("7").otherSwiftFlags("-warnings-as-errors"),
                    configurations: [.debug(name: .debug, xcconfig: "Configs/Debug.xcconfig"), .release(name: .release, xcconfig: "Configs/Release.xcconfig")],
                    defaultSettings: .essential
                ),
                targets: [
                    .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "dev.shop", sources: "Sources/**",
                            dependencies: [.xcframework(path: "Vendor/Analytics.xcframework")],
                            settings: .settings(base: SettingsDictionary().automaticCodeSigning(devTeam: "ABCDE12345"))),
                ]
            )
            """
        let root = try makeFolder(files: [
            "Project.swift": manifest, "Sources/App.swift": "", "Configs/Debug.xcconfig": "", "Configs/Release.xcconfig": "",
            "Vendor/Analytics.xcframework/Info.plist": "",
        ])
        let loaded = try load(root, environment: ["TUIST_APP_SUFFIX": "Beta"])
        let project = loaded.project
        #expect(project.name == "ShopBeta", "Environment.appSuffix reads TUIST_APP_SUFFIX")
        #expect(project.settings.base["MARKETING_VERSION"] == .string("2.1"))
        #expect(project.settings.base["CURRENT_PROJECT_VERSION"] == .string("7"))
        #expect(project.settings.base["OTHER_SWIFT_FLAGS"] == .list(["-warnings-as-errors"]))
        #expect(project.configFiles == ["Debug": "Configs/Debug.xcconfig", "Release": "Configs/Release.xcconfig"])
        #expect(loaded.warnings.contains { $0.message.contains("defaultSettings other than .recommended") }, "\(loaded.warnings)")
        let shop = try #require(project.target(named: "Shop"))
        #expect(shop.settings.base["DEVELOPMENT_TEAM"] == .string("ABCDE12345"))
        #expect(shop.settings.base["CODE_SIGN_STYLE"] == .string("Automatic"))
        #expect(shop.dependencies.first?.kind == .framework && shop.dependencies.first?.name == "Vendor/Analytics.xcframework")
        // Another value of the variable is another manifest: the cache does not serve the old one.
        #expect(try load(root, environment: ["TUIST_APP_SUFFIX": "Prod"]).project.name == "ShopProd")
    }

    /// As in Tuist, a source glob of a `Project.swift` that matches nothing is a warning (in a
    /// `Project.yml` it is an error, as in XcodeGen).
    @Test func aSourceGlobMatchingNothingIsAWarning() throws {
        let manifest = """
            import ProjectDescription

            let project = Project(name: "Empty", targets: [
                .target(name: "Empty", destinations: .iOS, product: .framework, bundleId: "dev.empty", sources: "Sources/**/*.swift"),
            ])
            """
        let loaded = try load(try makeFolder(files: ["Project.swift": manifest, "Sources/README.md": ""]))
        #expect(loaded.project.target(named: "Empty")?.sources.isEmpty == true)
        #expect(loaded.warnings.map(\.message) == ["'Sources/**/*.swift' in 'sources' matches no files"])
    }
}
