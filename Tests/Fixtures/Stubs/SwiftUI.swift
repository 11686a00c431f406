// Minimal stub of Apple's SwiftUI for type-checking on Linux. Never linked or run.
// Declares only the public surface that the Example app and the feature templates use,
// with SwiftUI's real names and signatures (simplified where the exact generic return
// type of a modifier does not matter to callers). Like the real module it does not
// re-export Combine or Foundation: a file using `@Published` must `import Combine`.

import Combine
import Foundation

// MARK: - View

/// A type that represents part of an app's user interface.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// A type that applies a modification to a view.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    public func body(content: Self.Content) -> Never { fatalError() }
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

/// The modifier behind every stubbed modifier method below.
public struct _StubModifier: ViewModifier {
    public typealias Body = Never
    nonisolated public init() {}
}

// MARK: - ViewBuilder

/// A custom parameter attribute that constructs views from closures.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    public init(_ value: T) { self.value = value }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

// MARK: - Views

public struct EmptyView: View {
    public typealias Body = Never
    nonisolated public init() {}
}

public struct AnyView: View {
    public typealias Body = Never
    nonisolated public init<V: View>(_ view: V) {}
    nonisolated public init<V: View>(erasing view: V) {}
}

public struct Text: View {
    public typealias Body = Never
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    nonisolated public init(verbatim content: String) {}
}

public struct Image: View {
    public typealias Body = Never
    nonisolated public init(_ name: String) {}
    nonisolated public init(systemName: String) {}
}

public struct Spacer: View {
    public typealias Body = Never
    nonisolated public init(minLength: CGFloat? = nil) {}
}

public enum HorizontalAlignment {
    case leading, center, trailing
}

public enum VerticalAlignment {
    case top, center, bottom
}

public struct VStack<Content: View>: View {
    public typealias Body = Never
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

public struct HStack<Content: View>: View {
    public typealias Body = Never
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

public struct Group<Content> {
    nonisolated public init(@ViewBuilder content: () -> Content) where Content: View {}
}

extension Group: View where Content: View {
    public typealias Body = Never
}

public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    nonisolated public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {}
}

public struct Form<Content: View>: View {
    public typealias Body = Never
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

public struct Section<Parent, Content, Footer> {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent)
        where Parent: View, Content: View, Footer == EmptyView {}
    nonisolated public init(@ViewBuilder content: () -> Content)
        where Parent == EmptyView, Content: View, Footer == EmptyView {}
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content)
        where Parent == Text, Content: View, Footer == EmptyView {}
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
        where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
    }
}

public struct NavigationPath {
    public init() {}
}

public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
}

public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    nonisolated public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {}
}

public struct ButtonRole: Equatable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

public struct Button<Label: View>: View {
    public typealias Body = Never
    nonisolated public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    nonisolated public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {}
    nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {}
}

public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

extension Label where Title == Text, Icon == Image {
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    nonisolated public init() {}
}

extension ProgressView where CurrentValueLabel == EmptyView {
    nonisolated public init<S: StringProtocol>(_ title: S) where Label == Text {}
}

public struct TextField<Label: View>: View {
    public typealias Body = Never
}

extension TextField where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

public struct SecureField<Label: View>: View {
    public typealias Body = Never
}

extension SecureField where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

// MARK: - Styles and values

public struct Font: Hashable {
    public static let largeTitle = Font()
    public static let title = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
}

public protocol ShapeStyle {}

public struct Color: Hashable, ShapeStyle, View {
    public typealias Body = Never
    public static let red = Color()
    public static let green = Color()
    public static let blue = Color()
    public static let gray = Color()
    public static let primary = Color()
    public static let secondary = Color()
    public static let accentColor = Color()
    nonisolated public init(_ name: String) {}
    nonisolated init() {}
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var accentColor: Color { Color.accentColor }
}

public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
}

public struct Edge {
    public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

public struct TextInputAutocapitalization {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
}

public protocol PrimitiveButtonStyle {}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

// MARK: - Modifiers

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _modified() }
    nonisolated public func padding(_ length: CGFloat) -> some View { _modified() }
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _modified() }
    nonisolated public func navigationTitle(_ title: Text) -> some View { _modified() }
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _modified() }
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _modified() }
    nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { _modified() }
    nonisolated public func font(_ font: Font?) -> some View { _modified() }
    nonisolated public func foregroundColor(_ color: Color?) -> some View { _modified() }
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _modified() }
    nonisolated public func disabled(_ disabled: Bool) -> some View { _modified() }
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { _modified() }
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _modified() }
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { _modified() }
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { _modified() }
    nonisolated public func frame(maxWidth: CGFloat? = nil, maxHeight: CGFloat? = nil) -> some View { _modified() }

    nonisolated private func _modified() -> ModifiedContent<Self, _StubModifier> {
        ModifiedContent(content: self, modifier: _StubModifier())
    }
}

// MARK: - Property wrappers and state

/// A stored value that SwiftUI keeps alive across view updates.
public protocol DynamicProperty {}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    private var value: Value

    public init(wrappedValue value: Value) { self.value = value }
    public init(initialValue value: Value) { self.value = value }

    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The projection of an observed object that creates bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(root: wrappedValue) }
}

/// A property wrapper type that instantiates an observable object once per view identity.
/// Its initializer takes an autoclosure: the object is created lazily, only once.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let thunk: () -> ObjectType

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    public var wrappedValue: ObjectType { thunk() }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: thunk())
    }
}

@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType { fatalError() }
}

// MARK: - App and scenes

/// A type that represents part of an app's user interface in a window.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Scene where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

extension Never: Scene {}

@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// A type that represents the structure and behavior of an app; `@main` uses `main()`.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency
    public static func main() {
        _ = Self().body
    }
}

// MARK: - Previews

/// A type that produces view previews in Xcode.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
