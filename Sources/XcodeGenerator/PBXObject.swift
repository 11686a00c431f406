/// A value in `project.pbxproj`: text, a reference to another object (written with that
/// object's comment), a list, or a dictionary.
indirect enum PBXValue: Sendable, Equatable {
    case string(String)
    case reference(String)
    case array([PBXValue])
    case dictionary([String: PBXValue])

    /// A list of references.
    static func references(_ ids: [String]) -> PBXValue { .array(ids.map(PBXValue.reference)) }

    /// A list of strings.
    static func strings(_ values: [String]) -> PBXValue { .array(values.map(PBXValue.string)) }
}

/// One object of the project's object graph.
struct PBXObject: Sendable, Equatable {
    /// The stable 24-hex-digit ID (`XcodeID`).
    var id: String
    /// The object's class (`PBXNativeTarget`).
    var isa: String
    /// The comment written after references to it (`App`, `Sources`, `App.swift in Sources`).
    var comment: String?
    /// The fields other than `isa`.
    var fields: [String: PBXValue]

    init(id: String, isa: String, comment: String?, _ fields: [String: PBXValue]) {
        self.id = id
        self.isa = isa
        self.comment = comment
        self.fields = fields
    }
}
