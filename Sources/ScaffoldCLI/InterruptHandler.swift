import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT (Ctrl-C), SIGTERM and SIGHUP into a call of `handler` on a background queue
/// instead of killing the process, so that a run can stop its children and put their outputs
/// back; ``restore()`` gives the signals their default action again. While it is active SIGPIPE
/// is ignored too: a reader that goes away (`scaffold prebuild | head`) must not kill the run
/// half way, leaving its children running and its cache unsaved.
final class InterruptHandler {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]
    private var sources: [DispatchSourceSignal] = []

    /// Starts handling the signals.
    init(_ handler: @escaping @Sendable () -> Void) {
        signal(SIGPIPE, SIG_IGN)
        for signalNumber in Self.signals {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler(handler: handler)
            source.resume()
            sources.append(source)
        }
    }

    /// Stops handling the signals.
    func restore() {
        sources.forEach { $0.cancel() }
        for signalNumber in Self.signals + [SIGPIPE] { signal(signalNumber, SIG_DFL) }
    }
}
