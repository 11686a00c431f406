// Compiled with the Swift the graphql step generates for ./schema.graphqls and ./Operations
// (scalars: DateTime: Date) and run by GraphQLSwiftGenerationTests: decodes responses into the
// generated types and checks every field, encodes variables and compares the JSON. Prints each
// failed check with its line and exits 1 if any failed.
import Foundation

nonisolated(unsafe) var failures = 0

func expect(_ condition: @autoclosure () throws -> Bool, _ what: String, line: Int = #line) {
    do {
        if try !condition() {
            failures += 1
            print("main.swift:\(line): failed: \(what)")
        }
    } catch {
        failures += 1
        print("main.swift:\(line): threw \(error): \(what)")
    }
}

let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
}()

func decode<Operation: GraphQLAPI.GraphQLOperation>(_: Operation.Type, _ json: String) throws -> GraphQLAPI.GraphQLResponse<Operation.Data> {
    try decoder.decode(GraphQLAPI.GraphQLResponse<Operation.Data>.self, from: Foundation.Data(json.utf8))
}

func json<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

// A Human: an alias, a list with a null, enums with a value the schema does not have (yet), a
// custom scalar, keyword-named fields, fragments spread into the type, a type condition.
do {
    let response = try decode(GraphQLAPI.HeroQuery.self, """
        {"data": {"hero": {"c": [{"name": "Han"}, null], "__typename": "Human", "id": "1000",
         "appearsIn": ["NEWHOPE", "IN", "FUTURE", null, "asc", "ASC", "unknown", "rawValue"], "name": "Luke",
         "friends": [{"name": "Han", "id": "1002"}, null], "height": 1.72, "class": "Jedi", "default": 7,
         "born": "1951-09-25T00:00:00Z"}}}
        """)
    let hero = response.data?.hero
    expect(response.errors == nil, "no errors")
    expect(hero?.__typename == "Human", "__typename")
    expect(hero?.c?.count == 2 && hero?.c?[0]?.name == "Han" && hero?.c?[1] == nil, "the alias c, with a null")
    expect(hero?.appearsIn == [.newhope, .in, .unknown("FUTURE"), nil, .asc, .ASC, .unknown_, .rawValue_], "enum values")
    expect(hero?.appearsIn[2]?.rawValue == "FUTURE", "an unknown value keeps its spelling")
    expect(hero?.id == "1000" && hero?.name == "Luke", "fields")
    expect(hero?.heroDetails.id == "1000" && hero?.heroDetails.appearsIn.first == .newhope, "the fragment HeroDetails")
    expect(hero?.hero.name == "Luke", "the fragment Hero, named like the field's struct")
    expect(hero?.heroQueryFragment.id == "1000", "the fragment HeroQuery, named like an operation's type")
    expect(hero?.friends?.map { $0?.name } == ["Han", nil], "friends")
    expect(hero?.asDroid == nil, "not a Droid")
    let human = hero?.asHuman
    expect(human?.height == 1.72 && human?.class == "Jedi" && human?.default == 7, "Human's fields")
    expect(human?.born == Date(timeIntervalSince1970: -576_547_200), "DateTime as Date")
    expect(human?.friends?.first??.id == "1002" && human?.friends?.first??.name == "Han", "friends merged from both selections")
    expect(human?.name == "Luke" && human?.heroDetails.id == "1000", "a condition's struct has the parent's fields")
    let rebuilt = GraphQLAPI.HeroQuery.Data.Hero(
        c: hero?.c, __typename: "Human", id: "1000", appearsIn: hero?.appearsIn ?? [], name: "Luke", friends: hero?.friends,
        heroDetails: .init(id: "1000", appearsIn: hero?.appearsIn ?? []), hero: .init(name: "Luke"), heroQueryFragment: .init(id: "1000"),
        asDroid: nil, asHuman: human)
    expect(rebuilt == hero, "the memberwise initializer builds an equal value")
} catch {
    expect(false, "decoding a Human threw \(error)")
}

// A Droid: the skipped alias is absent, friends null, the Droid condition decoded.
do {
    let response = try decode(GraphQLAPI.HeroQuery.self, """
        {"data": {"hero": {"__typename": "Droid", "id": "2001", "appearsIn": [], "name": "R2-D2", "friends": null,
         "primaryFunction": "Astromech", "self": "R2"}}}
        """)
    let hero = response.data?.hero
    expect(hero?.c == nil && hero?.friends == nil, "absent and null fields are nil")
    expect(hero?.asHuman == nil, "not a Human")
    expect(hero?.asDroid?.primaryFunction == "Astromech" && hero?.asDroid?.self_ == "R2", "Droid's fields")
} catch {
    expect(false, "decoding a Droid threw \(error)")
}

// No hero, and the server's errors.
do {
    let response = try decode(GraphQLAPI.HeroQuery.self, #"{"data": {"hero": null}, "errors": [{"message": "not found", "path": ["hero"]}]}"#)
    expect(response.data != nil && response.data?.hero == nil, "a null object")
    expect(response.errors?.map(\.message) == ["not found"], "errors")
    let failed = try decode(GraphQLAPI.HeroQuery.self, #"{"errors": [{"message": "bad"}]}"#)
    expect(failed.data == nil, "no data")
} catch {
    expect(false, "decoding a null hero threw \(error)")
}

// A union: each member's type condition, a fragment on one member.
do {
    let response = try decode(GraphQLAPI.SearchQuery.self, """
        {"data": {"search": [
          {"__typename": "Human", "id": "1", "name": "Leia"},
          {"__typename": "Droid", "id": "2", "name": "C-3PO", "primaryFunction": "Protocol"},
          {"__typename": "Starship", "id": "3", "name": "Falcon", "length": 34.37}]}}
        """)
    let results = response.data?.search ?? []
    expect(results.count == 3, "three results")
    expect(results.first?.asCharacter?.name == "Leia" && results.first?.asStarship == nil && results.first?.droidBits == nil, "a Human")
    expect(results.dropFirst().first?.droidBits?.primaryFunction == "Protocol", "a Droid's fragment")
    expect(results.dropFirst().first?.asCharacter?.droidBits?.primaryFunction == "Protocol", "the fragment in the Character condition")
    expect(results.last?.asStarship?.length == 34.37 && results.last?.asCharacter == nil, "a Starship")
} catch {
    expect(false, "decoding search results threw \(error)")
}

// A missing non-null field is a decoding error, not a default.
expect((try? decode(GraphQLAPI.CreateReviewMutation.self, #"{"data": {"createReview": {"commentary": null}}}"#)) == nil, "stars is required")
do {
    let review = try decode(GraphQLAPI.CreateReviewMutation.self, #"{"data": {"createReview": {"stars": 5, "commentary": null, "episode": "JEDI"}}}"#)
    expect(review.data?.createReview?.stars == 5 && review.data?.createReview?.commentary == nil, "a review")
    expect(review.data?.createReview?.episodeFragment.episode == .jedi, "the fragment Episode, named like the enum")
} catch {
    expect(false, "decoding a review threw \(error)")
}

// Variables: nil is left out; enums, nested and self-containing inputs as the schema spells them.
expect(try json(GraphQLAPI.HeroQuery(skipIt: true).variables) == #"{"skipIt":true}"#, "nil variables are not sent")
expect(try json(GraphQLAPI.HeroQuery(episode: .empire, skipIt: false, in: .foot).variables) == #"{"episode":"EMPIRE","in":"FOOT","skipIt":false}"#,
       "enum variables")
expect(try json(GraphQLAPI.HeroQuery(episode: .unknown("NEW"), skipIt: false).variables) == #"{"episode":"NEW","skipIt":false}"#, "an unknown value")
let filter = GraphQLAPI.Filter(not: .init(name: "a"), and: [.init(name: "b")])
expect(try json(GraphQLAPI.SearchQuery(text: "x", filter: filter).variables) == #"{"filter":{"and":[{"name":"b"}],"not":{"name":"a"}},"text":"x"}"#,
       "a self-containing input")
let review = GraphQLAPI.ReviewInput(stars: 4, favorite: .init(red: 1, green: 2, blue: 3), tags: ["a"])
expect(try json(GraphQLAPI.CreateReviewMutation(ep: .in, review: review).variables)
       == #"{"ep":"IN","review":{"favorite":{"blue":3,"green":2,"red":1},"stars":4,"tags":["a"]}}"#, "a nested input")
expect(try json(GraphQLAPI.GraphQLRequest(GraphQLAPI.SearchQuery(text: "x")))
       == #"{"operationName":"Search","query":"\#(GraphQLAPI.SearchQuery.document)","variables":{"text":"x"}}"#, "a request body")

if failures > 0 {
    print("\(failures) checks failed")
    exit(1)
}
print("ok")
