import DependencyCheck
import Testing

/// scaffold's `NeedleGenerated.swift` for fixtures shaped like uber/needle's samples holds exactly
/// the lines Needle wrote for those samples, order aside (see `NeedleSampleGolden`): the check
/// accepts the fixture, as Needle did, and a failure lists the lines only one side has.
@Suite struct NeedleSampleGoldenTests {
    @Test(arguments: [NeedleSampleGolden.mvc, .swiftUIMVVM])
    func generatedFileHasNeedlesLines(_ golden: NeedleSampleGolden) throws {
        let result = DependencyCheckTestSupport.check(golden.fixture)
        #expect(DependencyCheckTestSupport.rendered(result.diagnostics) == [])
        let scaffold = golden.scaffoldLines(NeedleCodeGenerator.source(for: result.graph))
        let needle = try golden.needleLines()
        let scaffoldOnly = scaffold.subtracting(needle)
        let needleOnly = needle.subtracting(scaffold)
        #expect(scaffoldOnly.isEmpty && needleOnly.isEmpty, """
            \(golden.fixture): the generated file differs from Needle's
            only in scaffold's (\(scaffoldOnly.count)):
            \(scaffoldOnly.map { "+ \($0)" }.joined(separator: "\n"))
            only in Needle's (\(needleOnly.count)):
            \(needleOnly.map { "- \($0)" }.joined(separator: "\n"))
            """)
    }
}
