import Foundation
import Testing

/// Tests of the test-only OpenStep parser and pbxproj reader that the generator tests use to
/// read written projects back.
@Suite struct OpenStepParserTests {
    // MARK: - Values

    @Test func dictionariesArraysAndComments() throws {
        let value = try OpenStepParser.parse("""
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tlist = (
        \t\tAB12 /* first */,
        \t\t"second one",
        \t);
        \tnoTrailingComma = (a, b);
        \tempty = ( );
        \t/* a comment */ key /* between */ = /* tokens */ value /* here */ ; // and to end of line
        \t"quoted key" = "";
        }
        """, requireUTF8Header: true)
        #expect(value == .dictionary([
            "archiveVersion": .string("1"),
            "classes": .dictionary([:]),
            "list": .array([.string("AB12"), .string("second one")]),
            "noTrailingComma": .array([.string("a"), .string("b")]),
            "empty": .array([]),
            "key": .string("value"),
            "quoted key": .string(""),
        ]))
        #expect(value["list"]?[1]?.string == "second one")
        #expect(value["list"]?.strings == ["AB12", "second one"])
        #expect(value["classes"]?.dictionary == [:])
        #expect(value["archiveVersion"]?.array == nil)
        #expect(value["missing"] == nil)
    }

    @Test func unquotedStringsTakeCoreFoundationCharacters() throws {
        let value = try OpenStepParser.parse("( ../../.., SPM/Info.plist, $PATH:x_y, com.example.app-1, /bin/sh, 2147483647 )")
        #expect(value.strings == ["../../..", "SPM/Info.plist", "$PATH:x_y", "com.example.app-1", "/bin/sh", "2147483647"])
    }

    @Test func quotedStringEscapes() throws {
        // As Xcode writes a shell script: \" \\ \n \t, plus \r, \' and \U escapes.
        let text = #"{ shellScript = "ditto \"${A}\" \\ x\ny\tz\r'\'"; accents = "caf\U00e9 \U00C9 \u00e8"; emoji = "\UD83D\UDE00 and 😀"; octal = "\101\0"; }"#
        let value = try OpenStepParser.parse(text)
        #expect(value["shellScript"]?.string == "ditto \"${A}\" \\ x\ny\tz\r''")
        #expect(value["accents"]?.string == "café É è")
        #expect(value["emoji"]?.string == "😀 and 😀")
        #expect(value["octal"]?.string == "A\u{0}")
    }

    @Test func nonASCIITextAndColumnsCountScalars() throws {
        // Columns count Unicode scalars, so an error after "é" is one column further, not two.
        let error = #expect(throws: OpenStepParseError.self) {
            try OpenStepParser.parse("{ a = \"é\" b; }")
        }
        #expect(error == OpenStepParseError(line: 1, column: 11, message: "expected ';' after the value of 'a', found 'b'"))
    }

    @Test func descriptionIsReadableOpenStep() throws {
        let value = try OpenStepParser.parse(#"{ b = ("x y", z); a = "q\"\n"; }"#)
        #expect(value.description == #"{a = "q\"\n"; b = ("x y", z);}"#)
        #expect(try OpenStepParser.parse(value.description) == value)
    }

    // MARK: - Errors, with line and column

    @Test func unterminatedStringReportsItsOpeningQuote() {
        let error = #expect(throws: OpenStepParseError.self) {
            try OpenStepParser.parse("{\n\tname = App;\n\tpath = \"Sources/App;\n\tisa = PBXGroup;\n}\n")
        }
        #expect(error?.line == 3)
        #expect(error?.column == 9)
        #expect(error?.message.hasPrefix("unterminated string") == true)
        #expect(error?.description.hasPrefix("3:9: unterminated string") == true)
    }

    @Test func unterminatedStringAtEndOfInput() {
        let error = #expect(throws: OpenStepParseError.self) { try OpenStepParser.parse("(a, \"b") }
        #expect(error?.line == 1)
        #expect(error?.column == 5)
    }

    @Test func missingSemicolonReportsTheNextToken() {
        let error = #expect(throws: OpenStepParseError.self) {
            try OpenStepParser.parse("{\n\tisa = PBXBuildFile\n\tfileRef = AB12;\n}")
        }
        #expect(error == OpenStepParseError(line: 3, column: 2, message: "expected ';' after the value of 'isa', found 'f'"))
    }

    @Test func missingSemicolonBeforeClosingBrace() {
        // CoreFoundation and the Python openstep_parser tolerate this; Xcode never writes it.
        let error = #expect(throws: OpenStepParseError.self) {
            try OpenStepParser.parse("{isa = PBXBuildFile; fileRef = AB12 /* a.swift */ };")
        }
        #expect(error == OpenStepParseError(line: 1, column: 51, message: "expected ';' after the value of 'fileRef', found '}'"))
    }

    @Test(arguments: [
        SyntaxCase("{ a = b; }", header: true, 1, 1, "expected the header line '// !$*UTF8*$!'"),
        SyntaxCase("// !$*UTF8*$! {}", header: true, 1, 14, "expected a line break after the header '// !$*UTF8*$!'"),
        SyntaxCase("{ a = b; a = c; }", 1, 10, "duplicate key 'a' in dictionary"),
        SyntaxCase("{ a = (x, y; }", 1, 12, "expected ',' or ')' after an array element, found ';'"),
        SyntaxCase("{ a = b; \n /* never closed", 2, 2, "unterminated comment '/*'"),
        SyntaxCase("{\n a = {\n", 3, 1, "unterminated dictionary: '{' at 2:6 is never closed"),
        SyntaxCase("{ a b; }", 1, 5, "expected '=' after key 'a', found 'b'"),
        SyntaxCase("{ a = ; }", 1, 7, "expected a value, found ';'"),
        SyntaxCase("{ a = <0fab>; }", 1, 7, "data values '<…>' are not supported in project.pbxproj"),
        SyntaxCase(#"{ a = "x\qy"; }"#, 1, 9, #"unknown escape sequence '\q' in a quoted string"#),
        SyntaxCase(#"{ a = "\U12"; }"#, 1, 8, #"expected 4 hex digits after \U"#),
        SyntaxCase(#"{ a = "\UDE00"; }"#, 1, 8, "unpaired UTF-16 low surrogate escape"),
        SyntaxCase("{ a = b; } }", 1, 12, "unexpected '}' after the top-level value"),
        SyntaxCase("  // only a comment\n", 2, 1, "expected a value, found end of input"),
    ])
    func syntaxErrors(_ example: SyntaxCase) {
        let error = #expect(throws: OpenStepParseError.self) {
            try OpenStepParser.parse(example.text, requireUTF8Header: example.header)
        }
        #expect(error == example.expected)
    }

    struct SyntaxCase: Sendable, CustomTestStringConvertible {
        var text: String
        var header: Bool
        var expected: OpenStepParseError
        init(_ text: String, header: Bool = false, _ line: Int, _ column: Int, _ message: String) {
            self.text = text
            self.header = header
            expected = OpenStepParseError(line: line, column: column, message: message)
        }
        var testDescription: String { expected.message }
    }

    // MARK: - Reader

    /// A hand-written two-target project in Xcode's layout: an app depending on a framework and
    /// on a remote package product, with a Run Script phase.
    static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 77;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\tB1000000000000000000000A /* Main.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1000000000000000000000A /* Main.swift */; };
    \t\tB1000000000000000000000B /* Kit.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1000000000000000000000B /* Kit.swift */; };
    \t\tB1000000000000000000000C /* Kit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = F1000000000000000000FF02 /* Kit.framework */; };
    \t\tB1000000000000000000000D /* Algorithms in Frameworks */ = {isa = PBXBuildFile; productRef = D1000000000000000000000A /* Algorithms */; };
    /* End PBXBuildFile section */

    /* Begin PBXContainerItemProxy section */
    \t\tC1000000000000000000000A /* PBXContainerItemProxy */ = {
    \t\t\tisa = PBXContainerItemProxy;
    \t\t\tcontainerPortal = 0000000000000000000000AA /* Project object */;
    \t\t\tproxyType = 1;
    \t\t\tremoteGlobalIDString = 7000000000000000000000B0;
    \t\t\tremoteInfo = Kit;
    \t\t};
    /* End PBXContainerItemProxy section */

    /* Begin PBXFileReference section */
    \t\tF1000000000000000000000A /* Main.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Main.swift; sourceTree = "<group>"; };
    \t\tF1000000000000000000000B /* Kit.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Kit.swift; sourceTree = "<group>"; };
    \t\tF1000000000000000000FF01 /* Demo.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Demo.app; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tF1000000000000000000FF02 /* Kit.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; includeInIndex = 0; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
    /* End PBXFileReference section */

    /* Begin PBXGroup section */
    \t\t6000000000000000000000A0 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\t6000000000000000000000A1 /* Sources */,
    \t\t\t\t6000000000000000000000A9 /* Products */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\t6000000000000000000000A1 /* Sources */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\t6000000000000000000000A2 /* Demo */,
    \t\t\t\t6000000000000000000000A3 /* Kit */,
    \t\t\t);
    \t\t\tpath = Sources;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\t6000000000000000000000A2 /* Demo */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF1000000000000000000000A /* Main.swift */,
    \t\t\t);
    \t\t\tpath = Demo;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\t6000000000000000000000A3 /* Kit */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF1000000000000000000000B /* Kit.swift */,
    \t\t\t);
    \t\t\tname = "Kit (shared)";
    \t\t\tpath = Kit;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\t6000000000000000000000A9 /* Products */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF1000000000000000000FF01 /* Demo.app */,
    \t\t\t\tF1000000000000000000FF02 /* Kit.framework */,
    \t\t\t);
    \t\t\tname = Products;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\t7000000000000000000000A0 /* Demo */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = 8000000000000000000000A0 /* Build configuration list for PBXNativeTarget "Demo" */;
    \t\t\tbuildPhases = (
    \t\t\t\t5000000000000000000000A1 /* Check DI graph */,
    \t\t\t\t5000000000000000000000A2 /* Sources */,
    \t\t\t\t5000000000000000000000A3 /* Frameworks */,
    \t\t\t);
    \t\t\tbuildRules = (
    \t\t\t);
    \t\t\tdependencies = (
    \t\t\t\tE1000000000000000000000A /* PBXTargetDependency */,
    \t\t\t);
    \t\t\tname = Demo;
    \t\t\tpackageProductDependencies = (
    \t\t\t\tD1000000000000000000000A /* Algorithms */,
    \t\t\t);
    \t\t\tproductName = Demo;
    \t\t\tproductReference = F1000000000000000000FF01 /* Demo.app */;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\t7000000000000000000000B0 /* Kit */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = 8000000000000000000000B0 /* Build configuration list for PBXNativeTarget "Kit" */;
    \t\t\tbuildPhases = (
    \t\t\t\t5000000000000000000000B2 /* Sources */,
    \t\t\t);
    \t\t\tbuildRules = (
    \t\t\t);
    \t\t\tdependencies = (
    \t\t\t);
    \t\t\tname = Kit;
    \t\t\tproductName = Kit;
    \t\t\tproductReference = F1000000000000000000FF02 /* Kit.framework */;
    \t\t\tproductType = "com.apple.product-type.framework";
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\t0000000000000000000000AA /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tattributes = {
    \t\t\t\tBuildIndependentTargetsInParallel = 1;
    \t\t\t\tTargetAttributes = {
    \t\t\t\t\t7000000000000000000000A0 = {
    \t\t\t\t\t\tCreatedOnToolsVersion = 16.0;
    \t\t\t\t\t};
    \t\t\t\t};
    \t\t\t};
    \t\t\tbuildConfigurationList = 8000000000000000000000AA /* Build configuration list for PBXProject "Demo" */;
    \t\t\tdevelopmentRegion = en;
    \t\t\thasScannedForEncodings = 0;
    \t\t\tknownRegions = (
    \t\t\t\ten,
    \t\t\t\tBase,
    \t\t\t);
    \t\t\tmainGroup = 6000000000000000000000A0;
    \t\t\tpackageReferences = (
    \t\t\t\tDA000000000000000000000A /* XCRemoteSwiftPackageReference "swift-algorithms" */,
    \t\t\t);
    \t\t\tproductRefGroup = 6000000000000000000000A9 /* Products */;
    \t\t\tprojectDirPath = "";
    \t\t\tprojectRoot = "";
    \t\t\ttargets = (
    \t\t\t\t7000000000000000000000A0 /* Demo */,
    \t\t\t\t7000000000000000000000B0 /* Kit */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */

    /* Begin PBXShellScriptBuildPhase section */
    \t\t5000000000000000000000A1 /* Check DI graph */ = {
    \t\t\tisa = PBXShellScriptBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t);
    \t\t\tinputPaths = (
    \t\t\t\t"$(SRCROOT)/Sources",
    \t\t\t);
    \t\t\tname = "Check DI graph";
    \t\t\toutputPaths = (
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t\tshellPath = /bin/sh;
    \t\t\tshellScript = "export PATH=\\"$PATH:/opt/homebrew/bin\\"\\nscaffold check-di --format \\"xcode\\"\\n";
    \t\t};
    /* End PBXShellScriptBuildPhase section */

    /* Begin PBXFrameworksBuildPhase section */
    \t\t5000000000000000000000A3 /* Frameworks */ = {
    \t\t\tisa = PBXFrameworksBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t\tB1000000000000000000000C /* Kit.framework in Frameworks */,
    \t\t\t\tB1000000000000000000000D /* Algorithms in Frameworks */,
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    /* End PBXFrameworksBuildPhase section */

    /* Begin PBXSourcesBuildPhase section */
    \t\t5000000000000000000000A2 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t\tB1000000000000000000000A /* Main.swift in Sources */,
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    \t\t5000000000000000000000B2 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t\tB1000000000000000000000B /* Kit.swift in Sources */,
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    /* End PBXSourcesBuildPhase section */

    /* Begin PBXTargetDependency section */
    \t\tE1000000000000000000000A /* PBXTargetDependency */ = {
    \t\t\tisa = PBXTargetDependency;
    \t\t\ttarget = 7000000000000000000000B0 /* Kit */;
    \t\t\ttargetProxy = C1000000000000000000000A /* PBXContainerItemProxy */;
    \t\t};
    /* End PBXTargetDependency section */

    /* Begin XCBuildConfiguration section */
    \t\t9000000000000000000000A1 /* Debug */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tINFOPLIST_KEY_CFBundleDisplayName = "Demo – Debug";
    \t\t\t\tLD_RUNPATH_SEARCH_PATHS = (
    \t\t\t\t\t"$(inherited)",
    \t\t\t\t\t"@executable_path/Frameworks",
    \t\t\t\t);
    \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.Demo;
    \t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t\t9000000000000000000000A2 /* Release */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.Demo;
    \t\t\t};
    \t\t\tname = Release;
    \t\t};
    \t\t9000000000000000000000B1 /* Debug */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME:c99extidentifier)";
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t\t9000000000000000000000AA /* Debug */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tSWIFT_VERSION = 6.0;
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    /* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
    \t\t8000000000000000000000A0 /* Build configuration list for PBXNativeTarget "Demo" */ = {
    \t\t\tisa = XCConfigurationList;
    \t\t\tbuildConfigurations = (
    \t\t\t\t9000000000000000000000A1 /* Debug */,
    \t\t\t\t9000000000000000000000A2 /* Release */,
    \t\t\t);
    \t\t\tdefaultConfigurationIsVisible = 0;
    \t\t\tdefaultConfigurationName = Release;
    \t\t};
    \t\t8000000000000000000000B0 /* Build configuration list for PBXNativeTarget "Kit" */ = {
    \t\t\tisa = XCConfigurationList;
    \t\t\tbuildConfigurations = (
    \t\t\t\t9000000000000000000000B1 /* Debug */,
    \t\t\t);
    \t\t\tdefaultConfigurationIsVisible = 0;
    \t\t\tdefaultConfigurationName = Debug;
    \t\t};
    \t\t8000000000000000000000AA /* Build configuration list for PBXProject "Demo" */ = {
    \t\t\tisa = XCConfigurationList;
    \t\t\tbuildConfigurations = (
    \t\t\t\t9000000000000000000000AA /* Debug */,
    \t\t\t);
    \t\t\tdefaultConfigurationIsVisible = 0;
    \t\t\tdefaultConfigurationName = Debug;
    \t\t};
    /* End XCConfigurationList section */

    /* Begin XCRemoteSwiftPackageReference section */
    \t\tDA000000000000000000000A /* XCRemoteSwiftPackageReference "swift-algorithms" */ = {
    \t\t\tisa = XCRemoteSwiftPackageReference;
    \t\t\trepositoryURL = "https://github.com/apple/swift-algorithms";
    \t\t\trequirement = {
    \t\t\t\tkind = upToNextMajorVersion;
    \t\t\t\tminimumVersion = 1.2.0;
    \t\t\t};
    \t\t};
    /* End XCRemoteSwiftPackageReference section */

    /* Begin XCSwiftPackageProductDependency section */
    \t\tD1000000000000000000000A /* Algorithms */ = {
    \t\t\tisa = XCSwiftPackageProductDependency;
    \t\t\tpackage = DA000000000000000000000A /* XCRemoteSwiftPackageReference "swift-algorithms" */;
    \t\t\tproductName = Algorithms;
    \t\t};
    /* End XCSwiftPackageProductDependency section */
    \t};
    \trootObject = 0000000000000000000000AA /* Project object */;
    }

    """

    @Test func readsObjectsAndRoot() throws {
        let reader = try PBXProjectReader(text: Self.project)
        #expect(reader.rootObject == "0000000000000000000000AA")
        #expect(reader.root["objectVersion"]?.string == "77")
        #expect(reader.objects.count == 31)
        #expect(reader.objects(isa: "PBXNativeTarget").map(\.id) == ["7000000000000000000000A0", "7000000000000000000000B0"])
        #expect(reader.objects(isa: "PBXNativeTarget").map { $0.fields["name"]?.string } == ["Demo", "Kit"])
        #expect(reader.objects(isa: "PBXLegacyTarget").isEmpty)
        #expect(try reader.targetNames() == ["Demo", "Kit"])
        #expect(reader.project["mainGroup"]?.string == "6000000000000000000000A0")
        #expect(reader.danglingReferences() == [])
    }

    @Test func readsTargets() throws {
        let reader = try PBXProjectReader(text: Self.project)
        #expect(reader.target(named: "Demo")?.id == "7000000000000000000000A0")
        #expect(reader.target(named: "Demo")?.fields["productType"]?.string == "com.apple.product-type.application")
        #expect(reader.target(named: "Nope") == nil)

        let phases = try reader.buildPhases(ofTarget: "Demo")
        #expect(phases.map(\.isa) == ["PBXShellScriptBuildPhase", "PBXSourcesBuildPhase", "PBXFrameworksBuildPhase"])
        #expect(phases.map(\.files) == [[], ["Main.swift"], ["Kit.framework", "Algorithms"]])
        #expect(phases[0].name == "Check DI graph")
        #expect(phases[0].fields["shellScript"]?.string == "export PATH=\"$PATH:/opt/homebrew/bin\"\nscaffold check-di --format \"xcode\"\n")
        #expect(phases[0].fields["inputPaths"]?.strings == ["$(SRCROOT)/Sources"])

        #expect(try reader.dependencies(ofTarget: "Demo") == ["Kit"])
        #expect(try reader.dependencies(ofTarget: "Kit") == [])
        #expect(try reader.packageProducts(ofTarget: "Demo") == ["Algorithms"])
        #expect(try reader.packageProducts(ofTarget: "Kit") == [])
        #expect(try reader.packageProductsWithPackages(ofTarget: "Demo").map(\.package) == ["https://github.com/apple/swift-algorithms"])
        #expect(try reader.packageReferences() == ["https://github.com/apple/swift-algorithms"])

        let error = #expect(throws: PBXReadError.self) { try reader.buildPhases(ofTarget: "Nope") }
        #expect(error?.message == "no target named 'Nope'")
    }

    @Test func readsBuildSettings() throws {
        let reader = try PBXProjectReader(text: Self.project)
        let debug = try reader.buildSettings(ofTarget: "Demo", config: "Debug")
        #expect(debug["PRODUCT_BUNDLE_IDENTIFIER"]?.string == "com.example.Demo")
        #expect(debug["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]?.string == "DEBUG $(inherited)")
        #expect(debug["INFOPLIST_KEY_CFBundleDisplayName"]?.string == "Demo – Debug")
        #expect(debug["LD_RUNPATH_SEARCH_PATHS"]?.strings == ["$(inherited)", "@executable_path/Frameworks"])
        #expect(try reader.buildSettings(ofTarget: "Demo", config: "Release").keys.sorted() == ["PRODUCT_BUNDLE_IDENTIFIER"])
        #expect(try reader.projectBuildSettings(config: "Debug")["SWIFT_VERSION"]?.string == "6.0")
        #expect(try reader.configurationNames(ofTarget: "Demo") == ["Debug", "Release"])
        #expect(try reader.configurationNames() == ["Debug"])
        let error = #expect(throws: PBXReadError.self) { try reader.buildSettings(ofTarget: "Kit", config: "Release") }
        #expect(error?.message == "target 'Kit': 0 configurations named 'Release'")
    }

    @Test func readsGroups() throws {
        let reader = try PBXProjectReader(text: Self.project)
        #expect(try reader.groupPath(ofFile: "Main.swift") == ["Sources", "Demo", "Main.swift"])
        #expect(try reader.groupPath(ofFile: "Kit.swift") == ["Sources", "Kit (shared)", "Kit.swift"])
        #expect(try reader.groupPath(ofFile: "Demo.app") == ["Products", "Demo.app"])
        #expect(try reader.resolvedPath(ofFile: "Main.swift") == "Sources/Demo/Main.swift")
        #expect(try reader.resolvedPath(ofFile: "Kit.swift") == "Sources/Kit/Kit.swift")
        #expect(try reader.resolvedPath(ofFile: "Kit.framework") == "$(BUILT_PRODUCTS_DIR)/Kit.framework")
        #expect(throws: PBXReadError.self) { try reader.groupPath(ofFile: "Missing.swift") }
    }

    @Test func reportsDanglingReferences() throws {
        // Drop the Kit target's configuration list and a build file; their references dangle.
        let broken = Self.project
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("B1000000000000000000000A /* Main.swift in Sources */ = {") }
            .joined(separator: "\n")
            .replacingOccurrences(of: "buildConfigurationList = 8000000000000000000000B0", with: "buildConfigurationList = 8000000000000000000000BF")
            .replacingOccurrences(of: "7000000000000000000000A0 = {", with: "7000000000000000000000AF = {")
        let reader = try PBXProjectReader(text: broken)
        #expect(reader.danglingReferences() == ["7000000000000000000000AF", "8000000000000000000000BF", "B1000000000000000000000A"])
        let details = reader.danglingReferenceDetails().map { "\($0.id) at \($0.location)" }
        #expect(details.contains("8000000000000000000000BF at 7000000000000000000000B0.buildConfigurationList"))
        #expect(details.contains("B1000000000000000000000A at 5000000000000000000000A2.files[0]"))
        #expect(details.contains("7000000000000000000000AF at 0000000000000000000000AA.attributes.TargetAttributes (key)"))
        #expect(throws: PBXReadError.self) { try reader.buildPhases(ofTarget: "Demo") }
    }

    @Test func rejectsStructuralProblems() {
        let noHeader = Self.project.replacingOccurrences(of: "// !$*UTF8*$!\n", with: "")
        #expect(throws: OpenStepParseError.self) { try PBXProjectReader(text: noHeader) }

        let badRoot = Self.project.replacingOccurrences(
            of: "rootObject = 0000000000000000000000AA", with: "rootObject = 7000000000000000000000A0")
        let error = #expect(throws: PBXReadError.self) { try PBXProjectReader(text: badRoot) }
        #expect(error?.message == "rootObject 7000000000000000000000A0 is not a PBXProject object")

        let noIsa = Self.project.replacingOccurrences(of: "{isa = PBXBuildFile; fileRef = F1000000000000000000000A", with: "{fileRef = F1000000000000000000000A")
        let isaError = #expect(throws: PBXReadError.self) { try PBXProjectReader(text: noIsa) }
        #expect(isaError?.message == "object B1000000000000000000000A has no string 'isa'")

        let duplicate = Self.project.replacingOccurrences(
            of: "\t\tF1000000000000000000000B /* Kit.swift */ = {isa",
            with: "\t\tF1000000000000000000000A /* Kit.swift */ = {isa")
        let duplicateError = #expect(throws: OpenStepParseError.self) { try PBXProjectReader(text: duplicate) }
        #expect(duplicateError?.message == "duplicate key 'F1000000000000000000000A' in dictionary")
        #expect(duplicateError?.line == 28)
        #expect(duplicateError?.column == 3)
    }
}
