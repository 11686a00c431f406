import Foundation

/// A fixture shaped like one of uber/needle's samples, and the `NeedleGenerated.swift` committed
/// in that sample (stored beside the fixture as `NeedleGenerated.swift.expected`, so the scan of
/// `.swift` files never reads it). The committed files were written by Needle versions older than
/// 0.25.1; `gaps` names, for each, what 0.25.1 writes differently, so the comparison is with
/// 0.25.1's output.
struct NeedleSampleGolden: CustomStringConvertible {
    /// What Needle 0.25.1 writes differently from the version that wrote a sample's file.
    enum VersionGap {
        /// uber/needle#480: the `NEEDLE_DYNAMIC` branch's extensions conform to
        /// `NeedleFoundation.Registration`, not `Registration`.
        case registrationModulePrefix
        /// The file predates the `NEEDLE_DYNAMIC` branch: no `#if !NEEDLE_DYNAMIC` guards, no
        /// `Registration` extensions, no `@inline(never)` on the `registerN()` helpers. Those
        /// parts of scaffold's file are left out of the comparison.
        case beforeDynamicRegistration
        /// Imports of the sample that the fixture leaves out (so that it type-checks against the
        /// API stubs); left out of Needle's lines.
        case importsNotInFixture([String])
    }

    /// `Tests/Fixtures/DependencyCheck/<fixture>`.
    var fixture: String
    var gaps: [VersionGap]

    var description: String { fixture }

    /// Sample/MVC/TicTacToe, at uber/needle 7f15639 (the newest version of its file in the
    /// stored index), whose graph `needle-sample` reproduces.
    static let mvc = NeedleSampleGolden(
        fixture: "needle-sample", gaps: [.beforeDynamicRegistration, .importsNotInFixture(["import RxSwift", "import UIKit"])]
    )

    /// Sample/SwiftUI-MVVM/TicTacToe, at uber/needle 2b61355.
    static let swiftUIMVVM = NeedleSampleGolden(fixture: "needle-sample-swiftui", gaps: [.registrationModulePrefix])

    /// Needle's file, as 0.25.1 would write it where `gaps` say so.
    func needleLines() throws -> GeneratedLines {
        let url = DependencyCheckTestSupport.fixture(fixture).appendingPathComponent("NeedleGenerated.swift.expected")
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        for gap in gaps {
            switch gap {
            case .registrationModulePrefix:
                lines = lines.map { line in
                    guard line.hasPrefix("extension "), line.hasSuffix(": Registration {") else { return line }
                    return line.replacingOccurrences(of: ": Registration {", with: ": NeedleFoundation.Registration {")
                }
            case .importsNotInFixture(let imports):
                lines.removeAll { imports.contains($0) }
            case .beforeDynamicRegistration:
                break
            }
        }
        return GeneratedLines(lines.joined(separator: "\n"))
    }

    /// How scaffold's file `source` differs from Needle's, order aside: the lines only one side
    /// has, each listed; `nil` when they hold the same lines.
    func mismatch(_ source: String) throws -> String? {
        let scaffold = scaffoldLines(source)
        let needle = try needleLines()
        let scaffoldOnly = scaffold.subtracting(needle)
        let needleOnly = needle.subtracting(scaffold)
        guard !scaffoldOnly.isEmpty || !needleOnly.isEmpty else { return nil }
        return """
            \(fixture): the generated file differs from Needle's
            only in scaffold's (\(scaffoldOnly.count)):
            \(scaffoldOnly.map { "+ \($0)" }.joined(separator: "\n"))
            only in Needle's (\(needleOnly.count)):
            \(needleOnly.map { "- \($0)" }.joined(separator: "\n"))
            """
    }

    /// scaffold's file, less what the version that wrote Needle's file did not write yet.
    func scaffoldLines(_ source: String) -> GeneratedLines {
        var lines = source.components(separatedBy: "\n")
        for gap in gaps {
            guard case .beforeDynamicRegistration = gap else { continue }
            var inDynamicBranch = false
            lines = lines.compactMap { line in
                if line == "#else" { inDynamicBranch = true }
                defer { if line == "#endif" { inDynamicBranch = false } }
                if inDynamicBranch || line == "#if !NEEDLE_DYNAMIC" || line == "#endif" { return nil }
                return line.replacingOccurrences(of: "@inline(never) private func register", with: "private func register")
            }
        }
        return GeneratedLines(lines.joined(separator: "\n"))
    }
}
