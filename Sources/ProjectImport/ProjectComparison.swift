import Foundation

/// How closely one inspected project matches another, by category — the rules and the report of
/// `../shared/compat/compare.py`, so that `scaffold import --check` gives the corpus round trip's
/// figures:
///
/// - project: the name and the list of configuration names (2 items);
/// - targets: per target name in either project, the same isa and product type;
/// - phases: per build phase (a target's phases aligned in order by type and name, as difflib
///   aligns them; phases of a missing or extra target count too), every field equal;
/// - files: per build file (basename) of the aligned phases, matched as multisets;
/// - deps: per target dependency and package product of each target;
/// - settings: per setting of each configuration of the project and each target, and its base
///   `.xcconfig`: same, missing (only expected), extra (only actual) or different;
/// - schemes: 7 items per shared scheme name (present, build entries, pre- and post-actions,
///   test targets, test plans, launch target, configurations);
/// - packages: per remote package URL (same requirement) and local package (paths normalized);
/// - counts: the sum of the smaller over the sum of the larger of each object count.
///
/// A category's percentage is matched over total; `overall` is the mean of the percentages of
/// the categories with at least one item.
public struct ProjectComparison: Sendable {
    /// The categories in compare.py's order.
    public static let categoryNames = ["project", "targets", "phases", "files", "deps", "settings", "schemes", "packages", "counts"]
    /// How many differences a category lists in the report (compare.py's `DETAIL_LIMIT`).
    public static let detailLimit = 25

    /// One category's score and what differs.
    public struct Category: Sendable, Equatable {
        public var name: String
        public var matched = 0
        public var total = 0
        /// What differs, in compare.py's words and order.
        public var details: [String] = []
        /// The settings' same/missing/extra/different counts; the schemes' fully equal count.
        public var extraCounts: [String: Int] = [:]

        init(name: String) {
            self.name = name
        }

        /// matched/total in percent; nil without items.
        public var percent: Double? {
            total > 0 ? 100 * Double(matched) / Double(total) : nil
        }

        mutating func item(_ ok: Bool, _ detail: @autoclosure () -> String? = nil, weight: Int = 1) {
            total += weight
            if ok {
                matched += weight
            } else if let detail = detail() {
                details.append(detail)
            }
        }
    }

    /// The categories, in `categoryNames`' order.
    public private(set) var categories: [Category]
    /// The dangling references of the actual project (reported, not scored).
    public var dangling: [ProjectInspection.DanglingReference]

    /// The category called `name`.
    public subscript(name: String) -> Category {
        categories.first { $0.name == name } ?? Category(name: name)
    }

    /// The mean of the percentages of the categories with items (100 when none has any).
    public var overall: Double {
        let percents = categories.compactMap(\.percent)
        return percents.isEmpty ? 100 : percents.reduce(0, +) / Double(percents.count)
    }

    /// Compares `actual` (the generated project) with `expected` (the original).
    public init(expected e: ProjectInspection, actual a: ProjectInspection) {
        var project = Category(name: "project"), targets = Category(name: "targets"), phases = Category(name: "phases")
        var files = Category(name: "files"), deps = Category(name: "deps"), settings = Category(name: "settings")
        var schemes = Category(name: "schemes"), packages = Category(name: "packages"), counts = Category(name: "counts")
        let et = Self.byName(e.targets), at = Self.byName(a.targets)
        let names = Set(et.keys).union(at.keys).sorted { codePointOrder($0 ?? "None", $1 ?? "None") }
        Self.compareProject(e, a, &project)
        Self.compareTargets(names, et, at, &targets)
        Self.comparePhases(names, et, at, &phases, &files)
        Self.compareDependencies(names, et, at, &deps)
        Self.compareSettings(e, a, names, et, at, &settings)
        Self.compareSchemes(e, a, &schemes)
        Self.comparePackages(e, a, &packages)
        Self.compareCounts(e, a, &counts)
        categories = [project, targets, phases, files, deps, settings, schemes, packages, counts]
        dangling = a.danglingReferences
    }

    /// The first target of each name (the targets are sorted).
    private static func byName(_ targets: [ProjectInspection.Target]) -> [String?: ProjectInspection.Target] {
        var out: [String?: ProjectInspection.Target] = [:]
        for target in targets where out[target.name] == nil { out[target.name] = target }
        return out
    }

    /// Python's `"%s" % value` of an optional string.
    private static func text(_ value: String?) -> String {
        value ?? "None"
    }

    /// `productType or isa`.
    private static func kind(_ target: ProjectInspection.Target) -> String? {
        target.productType?.isEmpty == false ? target.productType : target.isa
    }

    // MARK: Categories

    private static func compareProject(_ e: ProjectInspection, _ a: ProjectInspection, _ category: inout Category) {
        category.item(e.name == a.name, "name: expected \(InspectedValue.string(e.name).short()), actual \(InspectedValue.string(a.name).short())")
        let missing = Set(e.configurations).subtracting(a.configurations).sortedByCodePoint()
        let extra = Set(a.configurations).subtracting(e.configurations).sortedByCodePoint()
        category.item(e.configurations == a.configurations,
                      "configurations: missing \(InspectedValue.strings(missing).short()), extra \(InspectedValue.strings(extra).short())")
    }

    private static func compareTargets(_ names: [String?], _ et: [String?: ProjectInspection.Target], _ at: [String?: ProjectInspection.Target],
                                       _ category: inout Category) {
        for name in names {
            switch (et[name], at[name]) {
            case let (e?, nil): category.item(false, "missing target \(text(name)) (\(text(kind(e))))")
            case let (nil, a?): category.item(false, "extra target \(text(name)) (\(text(kind(a))))")
            case let (e?, a?):
                category.item(e.isa == a.isa && e.productType == a.productType,
                              "target \(text(name)): expected \(text(e.isa)) \(text(e.productType)), actual \(text(a.isa)) \(text(a.productType))")
            case (nil, nil): break
            }
        }
    }

    /// The phase's key for alignment: type and name.
    private struct PhaseKey: Hashable {
        var type: String?
        var name: String?
    }

    private static func label(_ target: String?, _ phase: ProjectInspection.Phase, _ index: Int) -> String {
        var label = (phase.type ?? "?").replacingOccurrences(of: "PBX", with: "").replacingOccurrences(of: "BuildPhase", with: "")
        if let name = phase.name, !name.isEmpty { label += " '\(name)'" }
        return "\(text(target)) phase \(index + 1) \(label)"
    }

    private static func comparePhases(_ names: [String?], _ et: [String?: ProjectInspection.Target], _ at: [String?: ProjectInspection.Target],
                                      _ phases: inout Category, _ files: inout Category) {
        for name in names {
            let ep = et[name]?.buildPhases ?? [], ap = at[name]?.buildPhases ?? []
            guard et[name] != nil, at[name] != nil else {
                let which = at[name] == nil ? "missing" : "extra"
                let only = ep.isEmpty ? ap : ep
                for phase in only {
                    phases.item(false)
                    files.item(false, weight: phase.files.count)
                }
                if !only.isEmpty { phases.details.append("\(which) target \(text(name)): \(only.count) phase(s)") }
                continue
            }
            let keys = { (phases: [ProjectInspection.Phase]) in phases.map { PhaseKey(type: $0.type, name: $0.name) } }
            for opcode in SequenceAlignment.opcodes(keys(ep), keys(ap)) {
                if opcode.tag == .equal {
                    for k in 0..<opcode.a.count {
                        comparePhase(name, ep[opcode.a.lowerBound + k], ap[opcode.b.lowerBound + k], opcode.a.lowerBound + k, &phases, &files)
                    }
                    continue
                }
                for k in opcode.a {
                    phases.item(false, "\(label(name, ep[k], k)): missing (files \(InspectedValue.strings(ep[k].files).short(80)))")
                    files.item(false, weight: ep[k].files.count)
                }
                for k in opcode.b {
                    phases.item(false, "\(label(name, ap[k], k)): extra in actual (files \(InspectedValue.strings(ap[k].files).short(80)))")
                    files.item(false, weight: ap[k].files.count)
                }
            }
        }
    }

    /// The phase fields in compare.py's order.
    private static let phaseFields = ["type", "name", "fileCount", "files", "inputPaths", "outputPaths", "inputFileListPaths",
                                      "outputFileListPaths", "alwaysOutOfDate", "dstSubfolderSpec", "dstPath", "shellPath",
                                      "shellScript", "runOnlyForDeploymentPostprocessing"]

    private static func comparePhase(_ target: String?, _ e: ProjectInspection.Phase, _ a: ProjectInspection.Phase, _ index: Int,
                                     _ phases: inout Category, _ files: inout Category) {
        let ef = e.fields, af = a.fields
        let differing = phaseFields.filter { ef[$0] != af[$0] }
        let expected = Multiset(e.files), actual = Multiset(a.files)
        var detail: String?
        if !differing.isEmpty {
            var parts: [String] = []
            for field in differing {
                if field == "files" {
                    parts.append("files missing \(InspectedValue.strings(expected.subtracting(actual)).short(120)) "
                        + "extra \(InspectedValue.strings(actual.subtracting(expected)).short(120))")
                } else if field != "fileCount" {
                    parts.append("\(field) expected \((ef[field] ?? .null).short(60)) actual \((af[field] ?? .null).short(60))")
                }
            }
            detail = "\(label(target, e, index)): \(parts.isEmpty ? "fileCount differs" : parts.joined(separator: "; "))"
        }
        phases.item(differing.isEmpty, detail)
        let common = expected.commonCount(actual), union = expected.unionCount(actual)
        files.matched += common
        files.total += union
        if union > common { files.details.append("\(label(target, e, index)): \(union - common) of \(union) file(s) differ") }
    }

    private static func multisetItem(_ category: inout Category, _ label: String, _ expected: [String], _ actual: [String]) {
        let e = Multiset(expected), a = Multiset(actual)
        let common = e.commonCount(a), union = e.unionCount(a)
        category.matched += common
        category.total += union
        if union > common {
            category.details.append("\(label): missing \(InspectedValue.strings(e.subtracting(a)).short()), "
                + "extra \(InspectedValue.strings(a.subtracting(e)).short())")
        }
    }

    private static func compareDependencies(_ names: [String?], _ et: [String?: ProjectInspection.Target], _ at: [String?: ProjectInspection.Target],
                                            _ category: inout Category) {
        for name in names {
            multisetItem(&category, "\(text(name)) dependencies", et[name]?.dependencies ?? [], at[name]?.dependencies ?? [])
            multisetItem(&category, "\(text(name)) package products", et[name]?.packageProducts ?? [], at[name]?.packageProducts ?? [])
        }
    }

    private static func compareSettings(_ e: ProjectInspection, _ a: ProjectInspection, _ names: [String?],
                                        _ et: [String?: ProjectInspection.Target], _ at: [String?: ProjectInspection.Target],
                                        _ category: inout Category) {
        var tally = SettingsTally()
        tally.compare("project", e.projectSettings, a.projectSettings, e.projectBaseConfigurations, a.projectBaseConfigurations, &category)
        for name in names {
            let te = et[name], ta = at[name]
            tally.compare("target \(text(name))", te?.settings ?? [:], ta?.settings ?? [:], te?.baseConfigurations ?? [:], ta?.baseConfigurations ?? [:],
                          &category)
        }
        category.extraCounts = tally.counts
    }

    /// The settings' counts by kind (compare.py's `SettingsTally`).
    private struct SettingsTally {
        var counts: [String: Int] = [:]

        mutating func compare(_ owner: String, _ esettings: [String: [String: InspectedValue]], _ asettings: [String: [String: InspectedValue]],
                              _ ebases: [String: String], _ abases: [String: String], _ category: inout Category) {
            let configs = Set(esettings.keys).union(asettings.keys).union(ebases.keys).union(abases.keys).sortedByCodePoint()
            for config in configs {
                let e = esettings[config] ?? [:], a = asettings[config] ?? [:]
                let place = "\(owner) [\(config)]"
                let missing = e.keys.filter { a[$0] == nil }.sortedByCodePoint()
                let extra = a.keys.filter { e[$0] == nil }.sortedByCodePoint()
                let different = e.keys.filter { a[$0] != nil && a[$0] != e[$0] }.sortedByCodePoint()
                let same = e.keys.filter { a[$0] != nil && a[$0] == e[$0] }.count
                record(same, missing.count, extra.count, different.count, &category)
                if !missing.isEmpty { category.details.append("\(place) missing: \(missing.joined(separator: ", "))") }
                if !extra.isEmpty { category.details.append("\(place) extra: \(extra.joined(separator: ", "))") }
                for key in different {
                    category.details.append("\(place) \(key): expected \((e[key] ?? .null).short(70)), actual \((a[key] ?? .null).short(70))")
                }
                switch (ebases[config], abases[config]) {
                case (nil, nil): break
                case let (eb?, ab?) where eb == ab: record(1, 0, 0, 0, &category)
                case let (eb?, nil):
                    record(0, 1, 0, 0, &category)
                    category.details.append("\(place) base xcconfig missing: expected \(eb)")
                case let (nil, ab?):
                    record(0, 0, 1, 0, &category)
                    category.details.append("\(place) base xcconfig extra: \(ab)")
                case let (eb?, ab?):
                    record(0, 0, 0, 1, &category)
                    category.details.append("\(place) base xcconfig: expected \(eb), actual \(ab)")
                }
            }
        }

        mutating func record(_ same: Int, _ missing: Int, _ extra: Int, _ different: Int, _ category: inout Category) {
            counts["same", default: 0] += same
            counts["missing", default: 0] += missing
            counts["extra", default: 0] += extra
            counts["different", default: 0] += different
            category.matched += same
            category.total += same + missing + extra + different
        }
    }

    /// The scheme items in compare.py's order.
    private static let schemeFields = ["present", "buildEntries", "prePostActions", "testTargets", "testPlans", "launchTarget", "configurations"]

    /// compare.py's `scheme_fields`.
    private static func schemeFields(_ scheme: ProjectInspection.Scheme) -> [String: InspectedValue] {
        [
            "present": .bool(true),
            "buildEntries": scheme.buildEntries.map { .array($0.map(\.json)) } ?? .null,
            "prePostActions": .object(scheme.actions.mapValues { action in
                .object(["pre": .array(action.preActions.map(\.json)), "post": .array(action.postActions.map(\.json)), "present": .bool(action.present)])
            }),
            "testTargets": scheme.testTargets.map(InspectedValue.strings) ?? .null,
            "testPlans": scheme.testPlans.map(InspectedValue.strings) ?? .null,
            "launchTarget": .optional(scheme.launchTarget),
            "configurations": scheme.configurationsJSON,
        ]
    }

    private static func compareSchemes(_ e: ProjectInspection, _ a: ProjectInspection, _ category: inout Category) {
        var es: [String: ProjectInspection.Scheme] = [:], as_: [String: ProjectInspection.Scheme] = [:]
        for scheme in e.schemes where es[scheme.name] == nil { es[scheme.name] = scheme }
        for scheme in a.schemes where as_[scheme.name] == nil { as_[scheme.name] = scheme }
        let names = Set(es.keys).union(as_.keys).sortedByCodePoint()
        var full = 0
        for name in names {
            guard let expected = es[name], let actual = as_[name] else {
                category.item(false, "\(as_[name] == nil ? "missing" : "extra") scheme \(name)", weight: schemeFields.count)
                continue
            }
            let ef = schemeFields(expected), af = schemeFields(actual)
            var allEqual = true
            for field in schemeFields {
                let ok = ef[field] == af[field]
                allEqual = allEqual && ok
                category.item(ok, "scheme \(name) \(field): expected \((ef[field] ?? .null).short(90)), actual \((af[field] ?? .null).short(90))")
            }
            if allEqual { full += 1 }
        }
        category.extraCounts = ["fully equal": full, "schemes": names.count]
    }

    private static func comparePackages(_ e: ProjectInspection, _ a: ProjectInspection, _ category: inout Category) {
        var er: [String?: InspectedValue] = [:], ar: [String?: InspectedValue] = [:]
        for package in e.remotePackages { er[package.url] = package.requirement }
        for package in a.remotePackages { ar[package.url] = package.requirement }
        for url in Set(er.keys).union(ar.keys).sorted(by: { codePointOrder(text($0), text($1)) }) {
            switch (er[url], ar[url]) {
            case let (expected?, nil): category.item(false, "missing remote package \(text(url)) \(expected.short())")
            case let (nil, actual?): category.item(false, "extra remote package \(text(url)) \(actual.short())")
            case let (expected?, actual?):
                category.item(expected == actual, "remote package \(text(url)): expected \(expected.short()), actual \(actual.short())")
            case (nil, nil): break
            }
        }
        // "../..//" and "../.." name the same folder.
        let normalized = { (paths: [String]) in paths.map { $0.isEmpty ? $0 : InspectionReader.normalized($0) } }
        multisetItem(&category, "local packages", normalized(e.localPackages), normalized(a.localPackages))
    }

    private static func compareCounts(_ e: ProjectInspection, _ a: ProjectInspection, _ category: inout Category) {
        for (expected, actual) in zip(e.counts.fields, a.counts.fields) {
            category.matched += min(expected.value, actual.value)
            category.total += max(expected.value, actual.value)
            if expected.value != actual.value {
                category.details.append("\(expected.name): expected \(expected.value), actual \(actual.value)")
            }
        }
    }
}

// MARK: - Report

extension ProjectComparison {
    /// compare.py's report: a line per category (`targets   17/17  (100.0%)`, the settings'
    /// and schemes' own counts) with up to `detailLimit` differences under it (all with
    /// `showAll`), the dangling references of the actual project, then the summary line
    /// (`label: project 2/2, …, overall 91%`).
    public func report(label: String, showAll: Bool = false) -> String {
        var lines: [String] = []
        for category in categories {
            var head = Self.padded(category.name, 9) + " \(category.matched)/\(category.total)"
            head += "  (\(category.percent.map { String(format: "%.1f%%", $0) } ?? "n/a"))"
            if category.name == "settings", !category.extraCounts.isEmpty {
                let count = { category.extraCounts[$0] ?? 0 }
                head += "  same \(count("same")), missing \(count("missing")), extra \(count("extra")), different \(count("different"))"
            }
            if category.name == "schemes", !category.extraCounts.isEmpty {
                head += "  fully equal \(category.extraCounts["fully equal"] ?? 0) of \(category.extraCounts["schemes"] ?? 0) schemes"
            }
            lines.append(head)
            let shown = showAll ? category.details : Array(category.details.prefix(Self.detailLimit))
            lines += shown.map { "    - " + $0 }
            if category.details.count > shown.count {
                lines.append("    ... \(category.details.count - shown.count) more (--all shows every one)")
            }
        }
        if !dangling.isEmpty {
            lines.append("dangling references in actual: \(dangling.count) (not scored)")
            for reference in showAll ? dangling : Array(dangling.prefix(10)) {
                lines.append("    - \(reference.isa) \(reference.owner).\(reference.key) -> \(reference.reference)")
            }
        }
        lines.append(summary(label: label))
        return lines.joined(separator: "\n")
    }

    /// compare.py's last line: `label: project 2/2, targets 3/3, …, overall 91%` (the overall
    /// figure truncated to a whole percent).
    public func summary(label: String) -> String {
        var line = "\(label): " + categories.map { "\($0.name) \($0.matched)/\($0.total)" }.joined(separator: ", ")
            + ", overall \(Int(overall))%"
        if !dangling.isEmpty { line += " (\(dangling.count) dangling)" }
        return line
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

/// A multiset of strings (Python's `Counter`).
struct Multiset {
    private var counts: [String: Int] = [:]

    init(_ items: [String]) {
        for item in items { counts[item, default: 0] += 1 }
    }

    /// `sum((a & b).values())`.
    func commonCount(_ other: Multiset) -> Int {
        counts.reduce(0) { $0 + min($1.value, other.counts[$1.key] ?? 0) }
    }

    /// `sum((a | b).values())`.
    func unionCount(_ other: Multiset) -> Int {
        Set(counts.keys).union(other.counts.keys).reduce(0) { $0 + max(counts[$1] ?? 0, other.counts[$1] ?? 0) }
    }

    /// `sorted((a - b).elements())`.
    func subtracting(_ other: Multiset) -> [String] {
        counts.flatMap { key, count in Array(repeating: key, count: max(0, count - (other.counts[key] ?? 0))) }.sortedByCodePoint()
    }
}
