/// The Damerau–Levenshtein distance (optimal string alignment: a swap of neighbours is one
/// edit) between two words, or `limit + 1` as soon as it is known to exceed `limit`.
func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        var rowMinimum = current[0]
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                value = min(value, previousPrevious[j - 2] + 1)
            }
            current[j] = value
            rowMinimum = min(rowMinimum, value)
        }
        if rowMinimum > limit { return limit + 1 }
        (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
}
