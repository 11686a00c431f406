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
        let mismatch = try golden.mismatch(NeedleCodeGenerator.source(for: result.graph))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
