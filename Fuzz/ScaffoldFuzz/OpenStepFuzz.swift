@testable import XcodeGenerator

/// libFuzzer's entry point for the OpenStep reader that reads a referenced project's
/// `project.pbxproj` (scripts/fuzz.sh openstep builds and runs it). Each input is parsed as the
/// reader parses a file someone else wrote: any crash, trap, hang past libFuzzer's timeout or
/// sanitizer report is a finding; a result or `nil` is fine.
func fuzzOpenStep(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    if case let .success(value?) = OpenStepReader.checkedParse(text) {
        _ = value["objects"]?.dictionary?.count
    }
    return 0
}
