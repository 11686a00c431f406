import ScaffoldSupport
import Testing

@Suite struct DiagnosticTests {
    let diagnostic = Diagnostic.error("unknown key 'souces'", at: SourceLocation(file: "Project.yml", line: 4, column: 5), hint: "did you mean 'sources'?")

    @Test func rendersLikeACompiler() {
        #expect(DiagnosticRenderer(colors: false).render(diagnostic) == "Project.yml:4:5: error: unknown key 'souces'\n    hint: did you mean 'sources'?")
        #expect(DiagnosticRenderer(colors: true).render(diagnostic).contains("\u{1B}[1;31merror:\u{1B}[0m"))
    }

    @Test func noColorAndNonTerminalsGetPlainText() {
        #expect(!TerminalStyle.colorsEnabled(fileDescriptor: 1, environment: ["NO_COLOR": "1"]))
        #expect(!TerminalStyle.colorsEnabled(fileDescriptor: -1, environment: [:]))
    }

    @Test func sortsByLocationAndDropsExactDuplicates() {
        let early = Diagnostic.warning("w", at: SourceLocation(file: "Project.yml", line: 1, column: 1))
        let unlocated = Diagnostic.error("no place")
        #expect([unlocated, diagnostic, early, diagnostic].sortedByLocation() == [early, diagnostic, unlocated])
        #expect(DiagnosticRenderer.summary(of: [early, diagnostic]) == "1 error, 1 warning")
    }

    @Test func suggestsCloseSpellingsOnly() {
        #expect(Suggestion.didYouMean("souces", in: ["sources", "resources"]) == "did you mean 'sources'?")
        #expect(Suggestion.closest(to: "zzz", in: ["sources"]) == nil)
    }
}
