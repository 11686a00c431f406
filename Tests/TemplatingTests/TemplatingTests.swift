import Foundation
import ScaffoldSupport
import Templating
import Testing

let templatesFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Templates")

@Suite struct SwiftNamingTests {
    @Test func convertsBetweenCases() {
        #expect(SwiftNaming.lowerCamel("user profile") == "userProfile")
        #expect(SwiftNaming.upperCamel("user-profile_view") == "UserProfileView")
        #expect(SwiftNaming.snakeCase("UserProfile") == "user_profile")
        #expect(SwiftNaming.kebabCase("URLSessionTask") == "url-session-task")
        #expect(SwiftNaming.lowerFirst("URLSession") == "urlSession")
        #expect(SwiftNaming.lowerFirst("Profile") == "profile")
        #expect(SwiftNaming.lowerCamel("URL") == "url")
        #expect(SwiftNaming.upperFirst("profile") == "Profile")
    }

    @Test func makesAnyTextAnIdentifier() {
        #expect(SwiftNaming.swiftIdentifier("my-feature") == "my_feature")
        #expect(SwiftNaming.swiftIdentifier("2fa") == "_2fa")
        #expect(SwiftNaming.swiftIdentifier("class") == "`class`")
        #expect(SwiftNaming.isUpperCamelIdentifier("Profile"))
        #expect(!SwiftNaming.isUpperCamelIdentifier("profile"))
        #expect(!SwiftNaming.isUpperCamelIdentifier("My-Feature"))
    }
}

@Suite struct TemplateTests {
    func sample() throws -> TemplateRenderer {
        TemplateRenderer(template: try TemplateManifestReader().read(folder: templatesFixtures.appendingPathComponent("sample")))
    }

    @Test func readsTypedParameters() throws {
        let template = try sample().template
        #expect(template.parameters.map(\.name) == ["name", "viewModel", "screens", "pattern"])
        #expect(template.parameter(named: "viewModel")?.defaultValue == .bool(true))
        #expect(template.parameter(named: "screens")?.defaultValue == .list(["Home", "Detail"]))
        #expect(template.parameter(named: "pattern")?.choices == ["imvvm", "mvsl", "observable"])
    }

    @Test func rendersFilesWithConditionsRepetitionIncludesAndFilters() throws {
        let renderer = try sample()
        let values = try renderer.values(from: ["name": "Profile", "screens": "Main,Edit"]).get()
        let files = try renderer.render(values)
        #expect(files.paths == ["Profile/ProfileView.swift", "Profile/ProfileViewModel.swift", "Profile/Screens/EditScreen.swift", "Profile/Screens/MainScreen.swift"])
        let view = String(decoding: files.files["Profile/ProfileView.swift"] ?? [], as: UTF8.self)
        #expect(view.contains("// Generated for Profile (imvvm)."))
        #expect(view.contains(#"let flag = "profile""#))
        #expect(view.contains("let viewModel: ProfileViewModel"))
        #expect(renderer.message(values) == "Run `scaffold generate` to add Profile to the project.")

        let without = try renderer.render(try renderer.values(from: ["name": "Profile", "viewModel": "false"]).get())
        #expect(!without.paths.contains("Profile/ProfileViewModel.swift"))
    }

    @Test func reportsEveryBadValueUnknownAndMissingParameter() throws {
        let renderer = try sample()
        guard case let .failure(failure) = renderer.values(from: ["nmae": "X", "viewModel": "maybe", "pattern": "mvc"]) else {
            Issue.record("expected errors")
            return
        }
        #expect(failure.errors == [
            .unknownParameter("nmae", valid: ["name", "viewModel", "screens", "pattern"]),
            .missingValue(parameter: "name"),
            .invalidValue(parameter: "viewModel", value: "maybe", expected: "true or false"),
            .invalidValue(parameter: "pattern", value: "mvc", expected: "one of imvvm, mvsl, observable"),
        ])
        guard case let .failure(badName) = renderer.values(from: ["name": "profile-page"]) else {
            Issue.record("expected an error")
            return
        }
        #expect(badName.errors == [.invalidValue(parameter: "name", value: "profile-page", expected: "a value matching [A-Z][A-Za-z0-9]*")])
    }

    /// A template folder in a temporary directory holding `files` (name → text).
    func templateFolder(_ files: [String: String]) throws -> URL {
        let folder = try TemplateTestSupport.makeTemporaryFolder("template")
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test func refusesDestinationsOutsideTheOutputFolder() throws {
        let folder = try templateFolder([
            "template.yml": "name: bad\nparameters:\n  name: {type: string}\nfiles:\n  - path: \"../{{ name }}.swift\"\n    template: A.stencil\n",
            "A.stencil": "x",
        ])
        let renderer = TemplateRenderer(template: try TemplateManifestReader().read(folder: folder))
        #expect(throws: TemplateError.unsafePath("../Evil.swift")) { try renderer.render(["name": .string("Evil")]) }
    }

    @Test func aStencilErrorIsAtItsLineOfTheTemplateFile() throws {
        let folder = try templateFolder([
            "template.yml": "name: open\nparameters:\n  name: {type: string}\nfiles:\n  - path: \"{{ name }}.swift\"\n    template: A.stencil\n",
            "A.stencil": "// header\n{% if name %}struct {{ name }} {}\n",
        ])
        let renderer = TemplateRenderer(template: try TemplateManifestReader().read(folder: folder))
        do {
            _ = try renderer.render(["name": .string("Cart")])
            Issue.record("expected a render error")
        } catch {
            let diagnostic = error.diagnostic(templateFolder: folder, displayPath: { $0.lastPathComponent })
            #expect(diagnostic.location == SourceLocation(file: "A.stencil", line: 2, column: 4))
            #expect(diagnostic.message == "cannot render A.stencil: `endif` was not found.")
        }
    }

    @Test func templateManifestErrorsAreLocated() throws {
        let folder = try templateFolder([
            "template.yml": "name: broken\nparameters:\n  name:\n    type: strng\nfiles:\n  - path: x.swift\n    template: Missing.stencil\n    wen: flag\n",
        ])
        do {
            _ = try TemplateManifestReader(displayPath: { $0.lastPathComponent }).read(folder: folder)
            Issue.record("expected errors")
        } catch {
            let rendered = DiagnosticRenderer(colors: false).render(error.diagnostics)
            #expect(rendered.contains("template.yml:4:11: error: unknown parameter type 'strng'"))
            #expect(rendered.contains("template.yml:7:15: error: template file 'Missing.stencil' does not exist in the template folder"))
            #expect(rendered.contains("template.yml:8:5: error: unknown key 'wen' in a file entry"))
        }
    }
}
