import Foundation
import ScaffoldSupport

/// A template in Tuist's format, `Tuist/Templates/<name>/<name>.swift` and the files it
/// names, as its manifest described it when compiled and run: attributes, and items whose
/// paths (and file paths) are Stencil templates still (`Projects/{{ name }}/Project.swift`).
public struct TuistTemplate: Sendable {
    /// An attribute: `--<name> <value>` on the command line, `{{ <name> }}` in Stencil.
    public struct Attribute: Sendable, Equatable {
        public var name: String
        /// An optional attribute's default; `nil` for a required one.
        public var defaultValue: TuistValue?
        /// The `.required(…)` or `.optional(…)` call in the manifest.
        public var location: SourceLocation
    }

    /// What an item writes.
    public enum Contents: Sendable, Equatable {
        /// Text rendered with Stencil.
        case string(String)
        /// A file: `path` (a Stencil template) relative to `base`. Rendered when its name ends
        /// in `.stencil`, else copied.
        case file(path: String, base: URL)
        /// A folder copied into the item's path as `<path>/<its name>`.
        case directory(path: String, base: URL)
    }

    /// One file or folder the template writes.
    public struct Item: Sendable, Equatable {
        /// Where, relative to the output folder; a Stencil template.
        public var path: String
        public var contents: Contents
        /// The `.file(…)`, `.string(…)` or `.directory(…)` call in the manifest.
        public var location: SourceLocation
    }

    /// The folder's name, which is the template's name.
    public var name: String
    public var description: String
    public var attributes: [Attribute]
    public var items: [Item]
    /// `Tuist/Templates/<name>/`.
    public var folder: URL
    /// The project root, the folder holding `Tuist/`: files are read only from inside it.
    public var root: URL
    /// The `Template(…)` call.
    public var location: SourceLocation

    /// The attributes as `scaffold new` parameters: strings (Tuist passes every command-line
    /// value as a string), required or with their default, so `template list` and the
    /// command-line parsing treat both formats alike.
    public var parameters: [TemplateParameter] {
        attributes.map { attribute in
            TemplateParameter(name: attribute.name, kind: .string, defaultValue: attribute.defaultValue.map { .string($0.text) },
                              required: attribute.defaultValue == nil)
        }
    }
}

/// An attribute's value as Stencil sees it: a command-line value is a string; an optional
/// attribute's default keeps the type the manifest gave it.
public indirect enum TuistValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case dictionary([String: TuistValue])
    case array([TuistValue])

    /// The value for a Stencil context.
    var stencilValue: Any {
        switch self {
        case let .string(text): return text
        case let .integer(number): return number
        case let .real(number): return number
        case let .boolean(flag): return flag
        case let .dictionary(entries): return entries.mapValues(\.stencilValue)
        case let .array(items): return items.map(\.stencilValue)
        }
    }

    /// The value as `template list` shows a default.
    public var text: String {
        switch self {
        case let .string(text): return text
        case let .integer(number): return String(number)
        case let .real(number): return String(number)
        case let .boolean(flag): return String(flag)
        case let .dictionary(entries): return "[" + entries.keys.sorted().map { "\($0): \(entries[$0]?.text ?? "")" }.joined(separator: ", ") + "]"
        case let .array(items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
        }
    }
}
