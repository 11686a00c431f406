/// A timeout for people: `120 s`, `0.5 s`.
enum StepTimeout {
    static func text(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
