extension TypoModel {
    /// The weighted cost of turning `candidate` into the typed word; `scratch` is reused
    /// between calls (a guess costs hundreds of candidates).
    ///
    /// Cell (i, j) of the matrix is the cost of the first i typed letters against the first j
    /// candidate letters: row 0 from the candidate's letters missing (``fillFirstRow(of:)``),
    /// then each row from the one above (``fillRow(_:of:query:)``).
    func cost(of query: Query, candidate: UnsafeBufferPointer<UInt32>, scratch: inout [Double]) -> Double {
        let n = query.letters.count, m = candidate.count
        // The cells, then the cost of each candidate letter missing (grown with room for
        // candidates a few letters longer, which usually follow).
        if scratch.count < (n + 1) * (m + 1) + m { scratch = [Double](repeating: 0, count: (n + 1) * (m + 5) + m + 4) }
        // Where each sound-alike span's intended letters end in the candidate, and the table of
        // the candidate's letters that finds them: on the stack (at most a kilobyte each, the
        // most Swift puts there; a heap allocation at every candidate is dear).
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: max(query.spans.count, 1)) { spanEnds in
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * Self.letterSlots) { letterTable in
        scratch.withUnsafeMutableBufferPointer { cells in
        query.letters.withUnsafeBufferPointer { typed in
        cellCosts.withUnsafeBufferPointer { cellCosts in
            guard let cells = cells.baseAddress, let cellCosts = cellCosts.baseAddress, let spanEnds = spanEnds.baseAddress,
                  let letterTable = letterTable.baseAddress else { return 0 }
            // A cell looks at the spans only where one ends, found before the matrix as bit
            // masks (a test in every cell is slow and mispredicts). For a candidate of 64 letters
            // or more, or two of whose letters share a slot, each cell tests each span.
            let byMask = !query.spans.isEmpty && m < 64 && Self.findSpans(query, in: candidate, ends: spanEnds, table: letterTable)
            let matrix = CostMatrix(typed: typed, candidate: candidate, cells: cells, cellCosts: cellCosts,
                                    spanEnds: byMask ? spanEnds : nil)
            fillFirstRow(of: matrix)
            var i = 1
            while i <= n {
                fillRow(i, of: matrix, query: query)
                i &+= 1
            }
            return matrix[n, m]
        }}}}}
    }

    /// One candidate's matrix in the caller's scratch memory: the cells row by row, then the cost of each
    /// candidate letter missing; the letters; the model's cell costs; and where the spans end
    /// (`nil`: each cell tests each span).
    struct CostMatrix {
        let typed: UnsafeBufferPointer<UInt32>
        let candidate: UnsafeBufferPointer<UInt32>
        let cells: UnsafeMutablePointer<Double>
        let missing: UnsafeMutablePointer<Double>
        let width: Int
        let cellCosts: UnsafePointer<Double>
        let spanEnds: UnsafeMutablePointer<UInt64>?

        init(typed: UnsafeBufferPointer<UInt32>, candidate: UnsafeBufferPointer<UInt32>, cells: UnsafeMutablePointer<Double>,
             cellCosts: UnsafePointer<Double>, spanEnds: UnsafeMutablePointer<UInt64>?) {
            self.typed = typed
            self.candidate = candidate
            self.cells = cells
            width = candidate.count + 1
            missing = cells + (typed.count + 1) * width
            self.cellCosts = cellCosts
            self.spanEnds = spanEnds
        }

        @inline(__always) subscript(i: Int, j: Int) -> Double {
            get { cells[i &* width &+ j] }
            nonmutating set { cells[i &* width &+ j] = newValue }
        }
    }

    /// Row 0 (the candidate's first j letters, none typed) and the cost of each candidate letter
    /// missing from what was typed.
    @inline(__always) private func fillFirstRow(of matrix: CostMatrix) {
        let candidate = matrix.candidate, m = candidate.count
        var j = 0
        while j < m {
            matrix.missing[j] = insertionCost(candidate, at: j, typedPosition: 1, cellCosts: matrix.cellCosts)
            j &+= 1
        }
        matrix[0, 0] = 0
        j = 1
        while j <= m {
            matrix[0, j] = matrix[0, j &- 1] + insertionCost(candidate, at: j &- 1, typedPosition: 0, cellCosts: matrix.cellCosts)
            j &+= 1
        }
    }

    /// Row i from the rows above: each cell the cheapest of the typed letter kept or typed for
    /// another, a swap with the letter before, the typed letter one too many, the candidate's
    /// letter missing, and a sound-alike span of the typed word ending at the typed letter.
    @inline(__always) private func fillRow(_ i: Int, of matrix: CostMatrix, query: Query) {
        let typed = matrix.typed, candidate = matrix.candidate, m = candidate.count
        let cellCosts = matrix.cellCosts, swapCost = costs.swap
        let t = typed[i &- 1]
        let row = matrix.cells + i &* matrix.width, above = row - matrix.width
        let extraCost = query.extraCosts[i &- 1]
        let before = i >= 2 ? typed[i &- 2] : UInt32.max
        // A typed letter a–z finds its substitution costs in one row of the table.
        let tableRow = t &- 0x61 < 26 ? Int(t &- 0x61) &* 26 : -1
        let spans = query.firstSpan[i]..<query.firstSpan[i &+ 1]
        row[0] = above[0] + extraCost
        // A swap reads the row before the one above (any row when there is none: the swap is
        // then never taken).
        let twoAbove = i >= 2 ? above - matrix.width : above
        let firstRow = i == 1
        var rowEnds: UInt64 = 0
        if let spanEnds = matrix.spanEnds { for span in spans { rowEnds |= spanEnds[span] } }
        var previous = UInt32.max
        var j = 1
        while j <= m {
            let w = candidate[j &- 1]
            // The letter kept or typed for another (a letter for itself costs nothing), or
            // swapped with the next (at no cost but infinity when it is no swap): the extra costs
            // looked up in ``cellCosts`` by index, not chosen by a branch or a select (which one a
            // cell takes is data no branch predictor learns, and without SSE4.1 a select of
            // doubles is a branch).
            let substitution = tableRow >= 0 && w &- 0x61 < 26 ? cellCosts[tableRow &+ Int(w &- 0x61)]
                : t == w ? 0 : substitutionCost(t, w)
            let typedForAnother = above[j &- 1] + substitution
                + cellCosts[Self.firstLetterPick &+ Int((bit(firstRow) | bit(j == 1)) & bit(t != w))]
            let swaps = bit(t == previous) & bit(before == w) & bit(t != w)
            let swapped = twoAbove[max(j &- 2, 0)] + swapCost + cellCosts[Self.swapPick &+ Int(swaps)]
            var best = min(typedForAnother, swapped)
            previous = w
            best = min(best, above[j] + extraCost)
            best = min(best, row[j &- 1] + matrix.missing[j &- 1])
            if matrix.spanEnds != nil ? (rowEnds >> UInt64(j)) & 1 != 0 : !spans.isEmpty {
                best = min(best, throughSpans(spans, endingAt: i, j, of: matrix, query: query))
            }
            row[j] = best
            j &+= 1
        }
    }

    /// The cheapest way to cell (i, j) through a sound-alike span of the typed word that ends at
    /// typed letter i and whose intended letters end the candidate's first j.
    private func throughSpans(_ spans: Range<Int>, endingAt i: Int, _ j: Int, of matrix: CostMatrix, query: Query) -> Double {
        let candidate = matrix.candidate
        var best = Double.infinity
        for index in spans where query.spans[index].poolCount <= j {
            if let spanEnds = matrix.spanEnds, (spanEnds[index] >> UInt64(j)) & 1 == 0 { continue }
            let span = query.spans[index]
            let start = j - span.poolCount
            if (span.atStart && start != 0) || (span.atEnd && j != candidate.count) { continue }
            var same = true
            for k in 0..<span.poolCount where candidate[start + k] != query.pool[span.poolStart + k] {
                same = false
                break
            }
            if same { best = min(best, matrix[i - span.typedLength, start] + span.cost) }
        }
        return best
    }

    /// Writes to `ends[s]` where the intended letters of the query's span `s` end in
    /// `candidate` (fewer than 64 letters): bit j when they are the candidate's letters before
    /// j, at its start or end if the span must be. Uses `table` (2 × ``letterSlots``) for the
    /// candidate's letters by their low six bits; `false`, with no span's places written, when
    /// two of them share a slot.
    private static func findSpans(_ query: Query, in candidate: UnsafeBufferPointer<UInt32>, ends: UnsafeMutablePointer<UInt64>,
                                  table: UnsafeMutablePointer<UInt64>) -> Bool {
        let m = candidate.count
        let places = table, letters = table + letterSlots
        places.initialize(repeating: 0, count: letterSlots)
        letters.initialize(repeating: .max, count: letterSlots)
        // (Most spans have a letter the candidate lacks: their places are not looked up.)
        var present: UInt64 = 0
        for (k, letter) in candidate.enumerated() {
            let slot = Int(letter) & (letterSlots - 1)
            guard letters[slot] == UInt64(letter) || letters[slot] == .max else { return false }
            letters[slot] = UInt64(letter)
            places[slot] |= 1 << UInt64(k)
            present |= slotBit(letter)
        }
        for (index, span) in query.spans.enumerated() {
            guard span.slots & ~present == 0 else {
                ends[index] = 0
                continue
            }
            var starts: UInt64 = span.atStart ? 1 : .max
            for k in 0..<span.poolCount {
                let letter = query.pool[span.poolStart + k], slot = Int(letter) & (letterSlots - 1)
                starts &= letters[slot] == UInt64(letter) ? places[slot] >> UInt64(k) : 0
            }
            if span.atEnd { starts &= span.poolCount <= m ? 1 << UInt64(m - span.poolCount) : 0 }
            ends[index] = span.poolCount < 64 ? starts << UInt64(span.poolCount) : 0
        }
        return true
    }

    /// 1 or 0, without a branch (a `Bool` is stored as one or the other).
    @inline(__always) private func bit(_ condition: Bool) -> UInt64 {
        UInt64(unsafeBitCast(condition, to: UInt8.self))
    }

    /// The cost of the candidate letter at `position` missing from what was typed: cheap when
    /// it is one of a double letter, dearer for the first, from ``cellCosts`` by
    /// an index worked out without branches on the letters.
    @inline(__always)
    private func insertionCost(_ candidate: UnsafeBufferPointer<UInt32>, at position: Int, typedPosition: Int,
                               cellCosts: UnsafePointer<Double>) -> Double {
        let letter = candidate[position]
        let previous = position > 0 ? candidate[position - 1] : .max, next = position + 1 < candidate.count ? candidate[position + 1] : .max
        let doubled = previous == letter || next == letter, first = position == 0 || typedPosition == 0
        let vowel = letter &- 0x61 < 26 ? (asciiVowels >> (letter &- 0x61)) & 1 != 0 : Self.isVowel(letter)
        return cellCosts[Self.insertionPick &+ (doubled ? 0 : first ? 1 : vowel ? 2 : 3)]
    }

    /// The cost of typing one letter for another: from a table for a–z; else a keyboard
    /// neighbour or a related letter (`MAP`), the same letter with another accent ("e" for
    /// "é"), a vowel for a vowel, or ``Costs/other``.
    private func substitutionCost(_ typed: UInt32, _ intended: UInt32) -> Double {
        let a = typed &- 0x61, b = intended &- 0x61
        if a < 26 && b < 26 { return cellCosts[Int(a) * 26 + Int(b)] }
        if let cost = otherSubstitutions[UInt64(typed) << 32 | UInt64(intended)] { return cost }
        let baseTyped = Self.baseLetter(typed), baseIntended = Self.baseLetter(intended)
        if baseTyped == baseIntended { return costs.accent }
        return Self.isVowel(baseTyped) && Self.isVowel(baseIntended) ? costs.vowel : costs.other
    }
}
