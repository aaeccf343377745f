/// Two runs of bytes read as one, without copying them: a root made of the start of a word and
/// the characters an affix strips. Valid while the memory of both is (inside a word's
/// `withUnsafeBufferPointer`, and the affix index's handle): it holds no reference, so making one
/// for each suffix tried counts none.
struct JoinedBytes: RandomAccessCollection {
    let head: UnsafeBufferPointer<UInt8>
    let tail: UnsafeRawBufferPointer

    var startIndex: Int { 0 }
    var endIndex: Int { head.count + tail.count }
    var count: Int { head.count + tail.count }

    @inline(__always)
    subscript(position: Int) -> UInt8 {
        position < head.count ? head[position] : tail[position - head.count]
    }
}
