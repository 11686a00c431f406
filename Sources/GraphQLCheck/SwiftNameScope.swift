import ScaffoldSupport

/// The names declared in one Swift scope (a namespace, a struct): each GraphQL name becomes a
/// Swift name no other declaration of the scope has, deterministically — the first to claim a
/// name keeps it, a later one gets `_` appended until it is free.
struct SwiftNameScope {
    private var taken: Set<String>

    /// A scope where `reserved` are already taken.
    init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// A free name for a type: `base` unless it is taken, a keyword or a name Swift gives a
    /// meaning of its own as a member type (`Type`, `Protocol`).
    mutating func typeName(_ base: String) -> String {
        claim(SwiftNaming.keywords.contains(base) || Self.memberTypeWords.contains(base) ? base + "_" : base)
    }

    /// A free name for a property, a case or a parameter, unescaped: `base` unless it is taken
    /// or one of the few names backticks do not make usable (`self`, `init`, `_`…).
    mutating func memberName(_ base: String) -> String {
        claim(Self.unusableMembers.contains(base) ? base + "_" : base)
    }

    /// `base`, or `base` with `_` appended until no declaration of the scope has it.
    mutating func claim(_ base: String) -> String {
        var name = base
        while taken.contains(name) { name += "_" }
        taken.insert(name)
        return name
    }

    /// Member type names Swift reads as something else (`X.Type` is the metatype).
    private static let memberTypeWords: Set<String> = ["Type", "Protocol", "Self", "Any"]
    /// Member names that even in backticks clash with what Swift means by them.
    private static let unusableMembers: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "_"]
}

/// How GraphQL names read as Swift names.
enum GraphQLSwiftNames {
    /// An enum value as a case name, as Apollo's camelCase strategy spells it: a value in
    /// capitals is split at `_` (`NEW_HOPE` → `newHope`, `IN` → `in`); any other has its first
    /// letter lowercased (`PascalCase` → `pascalCase`).
    static func caseName(_ value: String) -> String {
        let leading = value.prefix { $0 == "_" }
        let rest = value.dropFirst(leading.count)
        guard rest.contains(where: \.isLowercase) else {
            let words = rest.split(separator: "_", omittingEmptySubsequences: true).map { $0.lowercased() }
            guard let first = words.first else { return value }
            return leading + first + words.dropFirst().map(SwiftNaming.upperFirst).joined()
        }
        return leading + rest.prefix(1).lowercased() + rest.dropFirst()
    }

    /// The case names of an enum's `values`, distinct, none of them `unknown` (the case of a
    /// value the schema does not have yet): where two values read alike (`ASC`, `asc`), each of
    /// them keeps its spelling as it is. `rawValue` and `hashValue` are taken by the enum itself.
    static func caseNames(_ values: [String]) -> [String] {
        let converted = values.map(caseName)
        var counts: [String: Int] = [:]
        for name in converted { counts[name, default: 0] += 1 }
        var scope = SwiftNameScope(reserved: ["unknown", "rawValue", "hashValue"])
        return zip(values, converted).map { value, name in scope.memberName(counts[name] == 1 ? name : value) }
    }

    /// A nested type's name for the field whose response name is `name`: its first letter
    /// uppercased (`viewer` → `Viewer`, `_links` → `_Links`).
    static func typeName(forField name: String) -> String {
        let leading = name.prefix { $0 == "_" }
        return leading + SwiftNaming.upperFirst(String(name.dropFirst(leading.count)))
    }

    /// An operation's type name: its name with its kind appended unless it ends with it
    /// (`Hero` → `HeroQuery`, `HeroQuery` stays).
    static func operationTypeName(_ name: String, kind: String) -> String {
        let suffix = SwiftNaming.upperFirst(kind)
        return name.hasSuffix(suffix) ? name : SwiftNaming.upperFirst(name) + suffix
    }
}
