import Foundation
import ScaffoldSupport

/// A step's declared outputs as they were before it ran, so that afterwards
/// - an output that came out byte-identical gets its old modification time back, and Xcode
///   does not recompile what depends on it;
/// - after a failure every output that was a regular file is put back as it was — bytes, mode,
///   modification time and hard links (a file with several links is rewritten in place, so
///   they stay one file) — and a regular file the failed run created is removed, so no
///   half-written file is left behind.
///
/// The copy a restore puts back is written beside the output *before* the step runs, and a
/// restore is then a rename, which needs no free space: a step that fails because the disk is
/// full cannot also keep its old output from being put back. When that copy cannot be written,
/// the step does not run.
///
/// Nothing else is ever touched: an output that was a folder, a link, a FIFO, a device or a
/// socket before the run is neither rewritten nor removed, and whatever the failed run created
/// other than a regular file stays. Paths are examined with `lstat`, never through a link; an
/// output whose folder really is outside the project is refused before the step runs, and is
/// left alone at restore time if the step made its folder lead outside.
struct OutputBackup: Sendable {
    private struct Saved: Sendable {
        let output: String
        let before: RegularFile.Entry
        /// A copy of the regular file with one link that was there, beside it, written before
        /// the step ran: what a restore renames back.
        let copy: String?
    }

    private let boundary: ProjectBoundary
    private let saved: [Saved]

    /// Saves the outputs of a step (paths relative to `root`); refuses an output whose real
    /// folder is outside the project.
    init(outputs: [String], root: URL) throws(OutputLocation.Refusal) {
        boundary = ProjectBoundary(root: root)
        var saved: [Saved] = []
        for output in outputs {
            let location = try OutputLocation.of(output, within: boundary)
            // A restore killed part-way leaves its temporary beside the output.
            let url = URL(fileURLWithPath: location.path)
            TemporarySibling.sweep(folder: url.deletingLastPathComponent().path, names: [url.lastPathComponent])
            let before = RegularFile.entry(at: location.path)
            var copy: String?
            if case .regular(let contents) = before, contents.links == 1 {
                switch RegularFile.stageCopy(contents, beside: location.path) {
                case .success(let path): copy = path
                case .failure(let reason):
                    Self.discard(saved.compactMap(\.copy))
                    throw OutputLocation.Refusal(description: "cannot keep a copy of its output '\(output)' to put back should it fail (\(reason))")
                }
            }
            saved.append(Saved(output: output, before: before, copy: copy))
        }
        self.saved = saved
    }

    /// After a success: the copies kept for a restore are removed.
    func discardCopies() {
        Self.discard(saved.compactMap(\.copy))
    }

    private static func discard(_ copies: [String]) {
        for copy in copies { _ = unlink(copy) }
    }

    /// After a success: outputs whose bytes did not change get their old modification time
    /// back. Returns the outputs that did change (as declared).
    func keepUnchangedOutputsUntouched() -> [String] {
        var changed: [String] = []
        for entry in saved {
            guard case .regular(let before) = entry.before, let location = try? locate(entry.output),
                  case .regular(let now) = RegularFile.entry(at: location.path), now.bytes == before.bytes else {
                changed.append(entry.output)
                continue
            }
            RegularFile.setModificationTime(before.modified, of: location.path)
        }
        return changed
    }

    /// After a failure: every output back as it was before the run. Returns what could not be
    /// put back, one sentence each (empty when everything was).
    func restore() -> [String] {
        var problems: [String] = []
        for entry in saved {
            if case .other = entry.before { continue }
            let location: OutputLocation
            do {
                location = try locate(entry.output)
            } catch {
                entry.copy.map { _ = unlink($0) }
                problems.append("\(entry.output) was not put back: \(error.description)")
                continue
            }
            // From the copy made before the step; when the step removed it (with its folder),
            // written anew from memory.
            if case .regular(let before) = entry.before, let copy = entry.copy, putCopy(copy, of: before, at: location.path) { continue }
            let now = RegularFile.entry(at: location.path)
            switch (entry.before, now) {
            case (.absent, .regular):
                if unlink(location.path) != 0 { problems.append("cannot remove \(entry.output): \(String(cString: strerror(errno)))") }
            case (.regular(let before), _):
                if !put(before, back: now, at: location.path) { problems.append("cannot put back \(entry.output)") }
            default:
                continue
            }
        }
        return problems
    }

    /// Restores a regular file from the copy made before the step: unless the file is still
    /// exactly as it was, the copy is renamed over it (no space needed); then its time.
    private func putCopy(_ copy: String, of before: RegularFile.Contents, at path: String) -> Bool {
        if case .regular(let current) = RegularFile.entry(at: path), current.device == before.device, current.inode == before.inode,
           current.bytes == before.bytes, current.mode == before.mode {
            _ = unlink(copy)
        } else if rename(copy, path) != 0 {
            let error = errno
            _ = unlink(copy)
            errno = error
            return false
        }
        RegularFile.setModificationTime(before.modified, of: path)
        return true
    }

    /// Restores one regular file: in place when it had several hard links and is still that
    /// file, otherwise through a temporary file and a rename; then its modification time.
    private func put(_ before: RegularFile.Contents, back now: RegularFile.Entry, at path: String) -> Bool {
        if case .regular(let current) = now, current.device == before.device, current.inode == before.inode {
            if current.bytes != before.bytes || current.mode != before.mode {
                let written = before.links > 1 ? RegularFile.rewriteInPlace(before, at: path) : RegularFile.replace(before, at: path)
                guard written else { return false }
            }
        } else if !RegularFile.replace(before, at: path) {
            return false
        }
        RegularFile.setModificationTime(before.modified, of: path)
        return true
    }

    private func locate(_ output: String) throws(OutputLocation.Refusal) -> OutputLocation {
        try OutputLocation.of(output, within: boundary)
    }
}
