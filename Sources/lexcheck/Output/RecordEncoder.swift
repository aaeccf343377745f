/// Turns a command's `Encodable` record into the JSON object or CSV row the CLI prints: keys in
/// the order the record encodes them, no spaces, strings escaped as ``JSONString/quote(_:)``
/// escapes them, `nil` optionals left out. One encoder for every command, so the escaping is
/// the same everywhere.
///
/// Foundation's `JSONEncoder` is not used: it orders keys only by sorting them, and writes
/// other escapes than the ones the CLI has always written.
enum RecordEncoder {
    /// The record as one JSON object (or whatever JSON value it encodes as).
    static func json(_ record: some Encodable) throws -> String {
        var text = ""
        try value(of: record).writeJSON(into: &text)
        return text
    }

    /// The record's values as CSV fields (``csvField(_:)``) under `columns`, a header's names:
    /// a key the record leaves out (a `nil`) is an empty field; a list or an object (a word's
    /// guesses, its stems) is one field holding its JSON, which keeps each row on one line and
    /// reads back exactly, whatever the strings hold.
    static func csvRow(_ record: some Encodable, columns: [String]) throws -> String {
        guard case .object(let members) = try value(of: record) else {
            throw EncodingError.invalidValue(record, .init(codingPath: [], debugDescription: "a CSV row is a keyed record"))
        }
        var fields = Array(repeating: "", count: columns.count)
        for (key, value) in members {
            guard let column = columns.firstIndex(of: key) else {
                throw EncodingError.invalidValue(record, .init(codingPath: [RecordKey(key)], debugDescription: "no column \(key)"))
            }
            switch value {
            case .string(let string): fields[column] = csvField(string)
            case .number(let number): fields[column] = String(number)
            case .bool(let bool): fields[column] = String(bool)
            case .null: fields[column] = ""
            case .array, .object:
                var json = ""
                value.writeJSON(into: &json)
                fields[column] = csvField(json)
            }
        }
        return fields.joined(separator: ",")
    }

    /// The record as a tree of JSON values.
    static func value(of record: some Encodable) throws -> RecordValue {
        let root = ValueBox()
        try record.encode(to: TreeEncoder(box: root, codingPath: []))
        return root.value
    }
}

/// A JSON value, with an object's members in the order they were encoded.
indirect enum RecordValue {
    case string(String)
    case number(Int)
    case bool(Bool)
    case null
    case array([RecordValue])
    case object([(key: String, value: RecordValue)])

    func writeJSON(into text: inout String) {
        switch self {
        case .string(let string): text += JSONString.quote(string)
        case .number(let number): text += String(number)
        case .bool(let bool): text += bool ? "true" : "false"
        case .null: text += "null"
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.writeJSON(into: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                text += JSONString.quote(member.key)
                text += ":"
                member.value.writeJSON(into: &text)
            }
            text += "}"
        }
    }
}

/// A coding key made from a string or an index.
struct RecordKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        stringValue = string
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Where an encoder or container puts what it encodes: containers made later fill in values
/// their parent holds, so the tree is built from shared boxes and read when encoding ends.
private final class ValueBox {
    enum Content {
        case single(RecordValue)
        case array([ValueBox])
        case object([(key: String, box: ValueBox)])
    }

    var content = Content.single(.null)

    var value: RecordValue {
        switch content {
        case .single(let value): value
        case .array(let boxes): .array(boxes.map(\.value))
        case .object(let members): .object(members.map { ($0.key, $0.box.value) })
        }
    }

    /// A new box for the member `key`, made an object first if it is not one yet (a record
    /// that asks for its keyed container twice gets the same object).
    func member(_ key: String) -> ValueBox {
        var members: [(key: String, box: ValueBox)] = []
        if case .object(let existing) = content { members = existing }
        let box = ValueBox()
        members.append((key, box))
        content = .object(members)
        return box
    }

    /// A new box for the next element, made an array first if it is not one yet.
    func element() -> ValueBox {
        var elements: [ValueBox] = []
        if case .array(let existing) = content { elements = existing }
        let box = ValueBox()
        elements.append(box)
        content = .array(elements)
        return box
    }

    var count: Int {
        switch content {
        case .single: 0
        case .array(let elements): elements.count
        case .object(let members): members.count
        }
    }
}

private struct TreeEncoder: Encoder {
    let box: ValueBox
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .single = box.content { box.content = .object([]) }
        return KeyedEncodingContainer(KeyedContainer<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .single = box.content { box.content = .array([]) }
        return UnkeyedContainer(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(box: box, codingPath: codingPath)
    }
}

/// Encodes one value into `box`: the scalars JSON has, integers as numbers; other numbers are
/// refused (no record has them, and their text form would be a choice to make).
private func encodeValue(_ value: some Encodable, into box: ValueBox, codingPath: [any CodingKey]) throws {
    switch value {
    case let string as String: box.content = .single(.string(string))
    case let bool as Bool: box.content = .single(.bool(bool))
    case let number as Int: box.content = .single(.number(number))
    case let number as any BinaryInteger:
        guard let int = Int(exactly: number) else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "an integer beyond Int"))
        }
        box.content = .single(.number(int))
    case is any BinaryFloatingPoint:
        throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "records hold no fractions"))
    default:
        try value.encode(to: TreeEncoder(box: box, codingPath: codingPath))
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: ValueBox
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        box.member(key.stringValue).content = .single(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encodeValue(value, into: box.member(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let member = box.member(key.stringValue)
        member.content = .object([])
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: member, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let member = box.member(key.stringValue)
        member.content = .array([])
        return UnkeyedContainer(box: member, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(box: box.member("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoder(box: box.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let box: ValueBox
    let codingPath: [any CodingKey]
    var count: Int { box.count }

    private var nextPath: [any CodingKey] { codingPath + [RecordKey(intValue: count)] }

    init(box: ValueBox, codingPath: [any CodingKey]) {
        self.box = box
        self.codingPath = codingPath
    }

    mutating func encodeNil() throws {
        box.element().content = .single(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = nextPath
        try encodeValue(value, into: box.element(), codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        let element = box.element()
        element.content = .object([])
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: element, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        let element = box.element()
        element.content = .array([])
        return UnkeyedContainer(box: element, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(box: box.element(), codingPath: nextPath)
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let box: ValueBox
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        box.content = .single(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encodeValue(value, into: box, codingPath: codingPath)
    }
}
