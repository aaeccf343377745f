import LexiconSupport

extension CheckResponse {
    /// The answer as JSON, written member by member: the bytes `JSONEncoder` writes with sorted
    /// keys and unescaped slashes (a test holds them equal), without its cost per member.
    package var json: [UInt8] {
        var json = JSONText(capacity: 512 + matches.count * 600)
        json.raw(#"{"language":{"code":"#)
        json.string(language.code)
        json.raw(#","detectedLanguage":{"code":"#)
        json.string(language.detectedLanguage.code)
        json.raw(#","confidence":"#)
        json.number(language.detectedLanguage.confidence)
        json.raw(#","name":"#)
        json.string(language.detectedLanguage.name)
        json.raw(#"},"name":"#)
        json.string(language.name)
        json.raw(#"},"matches":["#)
        for (index, match) in matches.enumerated() {
            if index > 0 { json.raw(",") }
            write(match, to: &json)
        }
        json.raw(#"],"software":{"apiVersion":"#)
        json.number(software.apiVersion)
        json.raw(#","buildDate":"#)
        json.string(software.buildDate)
        json.raw(#","name":"#)
        json.string(software.name)
        json.raw(#","premium":"#)
        json.bool(software.premium)
        json.raw(#","status":"#)
        json.string(software.status)
        json.raw(#","version":"#)
        json.string(software.version)
        json.raw(#"},"warnings":{"incompleteResults":"#)
        json.bool(warnings.incompleteResults)
        json.raw("}}")
        return json.bytes
    }

    private func write(_ match: Match, to json: inout JSONText) {
        json.raw(#"{"context":{"length":"#)
        json.number(match.context.length)
        json.raw(#","offset":"#)
        json.number(match.context.offset)
        json.raw(#","text":"#)
        json.string(match.context.text)
        json.raw(#"},"contextForSureMatch":"#)
        json.number(match.contextForSureMatch)
        json.raw(#","ignoreForIncompleteSentence":"#)
        json.bool(match.ignoreForIncompleteSentence)
        json.raw(#","length":"#)
        json.number(match.length)
        json.raw(#","message":"#)
        json.string(match.message)
        json.raw(#","offset":"#)
        json.number(match.offset)
        json.raw(#","replacements":["#)
        for (index, replacement) in match.replacements.enumerated() {
            json.raw(index == 0 ? #"{"value":"# : #",{"value":"#)
            json.string(replacement.value)
            json.raw("}")
        }
        json.raw(#"],"rule":{"category":{"id":"#)
        json.string(match.rule.category.id)
        json.raw(#","name":"#)
        json.string(match.rule.category.name)
        json.raw(#"},"description":"#)
        json.string(match.rule.description)
        json.raw(#","id":"#)
        json.string(match.rule.id)
        json.raw(#","issueType":"#)
        json.string(match.rule.issueType)
        json.raw(#"},"sentence":"#)
        json.string(match.sentence)
        json.raw(#","shortMessage":"#)
        json.string(match.shortMessage)
        json.raw(#","type":{"typeName":"#)
        json.string(match.type.typeName)
        json.raw("}}")
    }
}
