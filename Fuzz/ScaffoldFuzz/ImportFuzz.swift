import Foundation
@testable import ProjectImport
import ProjectSpec

/// libFuzzer's entry point for what `scaffold import` reads of a hand-kept project besides its
/// OpenStep text (scripts/fuzz.sh xcscheme builds and runs it): each input is a shared scheme,
/// read with scaffold's XML reader and turned into a manifest scheme against a small project.
/// Any crash, trap, hang past libFuzzer's timeout or sanitizer report is a finding; a scheme,
/// a warning or a located error is fine.
func fuzzScheme(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    guard let root = try? XMLReader.document(text), let graph = SchemeFuzzProject.graph else { return 0 }
    var reading = SchemeReading(name: "Fuzz", importer: SchemeImporter(project: SchemeFuzzProject.project, projectFile: "App.xcodeproj",
                                                                      graph: graph) { $0.lastPathComponent })
    _ = reading.scheme(root)
    return 0
}

/// The project a fuzzed scheme is read against: two targets.
enum SchemeFuzzProject {
    static let project: Project = {
        var project = Project(name: "App")
        project.targets = [Target(name: "App", type: .application, platform: .iOS), Target(name: "AppTests", type: .unitTestBundle, platform: .iOS)]
        return project
    }()

    static let graph = try? PBXGraph(text: """
        { objects = { P = { isa = PBXProject; targets = (A, T); }; A = { isa = PBXNativeTarget; name = App; }; \
        T = { isa = PBXNativeTarget; name = AppTests; }; }; rootObject = P; }
        """)
}
