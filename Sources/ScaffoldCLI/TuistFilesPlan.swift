import Foundation
import ScaffoldSupport
import Templating

/// The files `scaffold new` writes from a Tuist template: the manifest compiled and run (or
/// read from the cache), the attributes taken from the command line, everything rendered in
/// memory. The result is the same `FileSet` a scaffold template gives, so one writer applies
/// both with the same checks (no overwrite without --force, --dry-run, the project boundary).
enum TuistFilesPlan {
    /// The files for `words` (`--<attribute> <value>` …, and a positional name, which is the
    /// `name` attribute), and the name.
    static func files(folder: URL, root: URL, words: [String]) throws(DiagnosticsError) -> (FileSet, String?) {
        let template = try read(folder: folder, root: root)
        var arguments = TemplateArguments(words, parameters: template.parameters)
        try arguments.takeName()
        let renderer = TuistTemplateRenderer(template: template, displayPath: ManifestSearch.loader().displayPath)
        return (try renderer.render(try renderer.values(from: arguments.values)), arguments.values["name"])
    }

    /// The template in `folder`, its manifest compiled as a `Project.swift` is (Ctrl-C stops
    /// the compiler and the manifest).
    static func read(folder: URL, root: URL) throws(DiagnosticsError) -> TuistTemplate {
        var loader = ManifestSearch.loader()
        let stop = StopRequest()
        loader.swift.stop = stop
        let interrupts = InterruptHandler { stop.stop() }
        defer { interrupts.restore() }
        return try TuistTemplateReader(loader: loader).read(folder: folder, root: root)
    }
}
