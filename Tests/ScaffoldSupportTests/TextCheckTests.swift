import Foundation
import ScaffoldSupport
import Testing

@Suite struct ASCIINameTests {
    @Test func identifiers() {
        #expect(ASCIIName.isIdentifier("_a1"))
        #expect(ASCIIName.isIdentifier("Name"))
        #expect(!ASCIIName.isIdentifier("1a"))
        #expect(!ASCIIName.isIdentifier(""))
        #expect(!ASCIIName.isIdentifier("a-b"))
        #expect(!ASCIIName.isIdentifier("é"))
    }

    @Test func classesWithExtraCharacters() {
        let rest = ASCIIName.CharacterClass(extra: "._-")
        #expect(ASCIIName.matches("1step.name-x_", first: ASCIIName.CharacterClass(), rest: rest))
        #expect(!ASCIIName.matches("-step", first: ASCIIName.CharacterClass(), rest: rest))
        #expect(!ASCIIName.matches("step name", first: ASCIIName.CharacterClass(), rest: rest))
    }
}

@Suite struct BlankTextTests {
    @Test func blankIsWhatTrimmingWhitespaceEmpties() {
        for text in ["", " ", "\t \t", "\u{00A0}", " \u{2003} ", "a", " a ", "\n", "\u{200B}", "é", "\u{3000}x"] {
            #expect(text.isBlank == text.trimmingCharacters(in: .whitespaces).isEmpty, "\(text.unicodeScalars.map(\.value))")
        }
        #expect(" \u{3000}".isBlank)
        #expect(!"\n".isBlank)
    }
}
