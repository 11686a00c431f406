import Foundation

/// A template: its `template.yml` — what it is, its parameters, the files it writes — and the
/// folder holding it and its Stencil files.
public struct TemplateManifest: Sendable {
    /// One file the template writes.
    public struct File: Sendable, Equatable {
        /// The destination, itself a Stencil template (`{{ name }}/{{ name }}View.swift`).
        public var path: String
        /// The Stencil file, relative to the template folder.
        public var template: String
        /// A Stencil condition on the parameters (`viewModel and tests`); the file is skipped
        /// when it is false.
        public var when: String?
        /// A list parameter to repeat the file over; each item is `item` in the template.
        public var each: String?
    }

    public var name: String
    public var description: String
    public var parameters: [TemplateParameter]
    public var files: [File]
    /// Next steps shown after writing, itself a Stencil template.
    public var message: String?
    /// The folder the template was read from.
    public var folder: URL

    /// The parameter called `name`, if declared.
    public func parameter(named name: String) -> TemplateParameter? {
        parameters.first { $0.name == name }
    }
}
