/// Two runs of bytes read as one, without copying them: a root made of the start of a word and
/// the characters an affix strips.
struct JoinedBytes: RandomAccessCollection {
    let head: ArraySlice<UInt8>
    let tail: UnsafeRawBufferPointer

    var startIndex: Int { 0 }
    var endIndex: Int { head.count + tail.count }
    var count: Int { head.count + tail.count }

    @inline(__always)
    subscript(position: Int) -> UInt8 {
        position < head.count ? head[head.startIndex + position] : tail[position - head.count]
    }
}
