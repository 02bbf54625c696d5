/// The observers of a ``Broadcast``, in subscription order: an array whose storage has a header
/// of 8 bytes (two 32-bit counts) where `ContiguousArray`'s has 16, so that a list of one
/// observer takes 40 bytes from `malloc` rather than 56.
///
/// A value with copy-on-write, like an array: a change to a list whose storage is shared (lent
/// to the thread delivering, see ``BroadcastCore/lendList()``, or copied as a snapshot) copies
/// it first, so that the storage others read never changes.
@usableFromInline
struct ObserverList: Sequence {
  /// First: ``BroadcastCore/lendList()`` reads it at the list's address, the state's.
  @usableFromInline var storage: ObserverListStorage

  /// An empty list, which allocates nothing.
  init() { storage = emptyObserverListStorage }

  /// Whether no observer is in the list.
  var isEmpty: Bool { count == 0 }

  private var count: Int { Int(storage.headerPointer.pointee.count) }

  /// The entries, read in place; valid while the storage is, and only as long as no change
  /// replaces it.
  @inlinable
  var entries: UnsafeBufferPointer<ObserverEntry> {
    storage.withUnsafeMutablePointers { header, elements in
      UnsafeBufferPointer(start: elements, count: Int(header.pointee.count))
    }
  }

  /// The position of the first entry that `matches` accepts.
  func firstIndex(where matches: (ObserverEntry) -> Bool) -> Int? {
    entries.firstIndex(where: matches)
  }

  /// Adds `entry` at the end.
  mutating func append(_ entry: ObserverEntry) {
    let count = count
    let capacity = Int(storage.headerPointer.pointee.capacity)
    if count == capacity {
      storage = storage.copy(capacity: Swift.max(1, 2 * capacity))
    } else if !isKnownUniquelyReferenced(&storage) {
      storage = storage.copy(capacity: capacity)
    }
    storage.withUnsafeMutablePointers { header, elements in
      (elements + count).initialize(to: entry)
      header.pointee.count += 1
    }
  }

  /// Removes the entry at `index` and returns it.
  mutating func remove(at index: Int) -> ObserverEntry {
    precondition(index >= 0 && index < count, "observer index out of range")
    if !isKnownUniquelyReferenced(&storage) {
      storage = storage.copy(capacity: Int(storage.headerPointer.pointee.capacity))
    }
    return storage.withUnsafeMutablePointers { header, elements in
      let count = Int(header.pointee.count)
      let removed = (elements + index).move()
      // Not for the last entry: moving none still called `memmove` (W5: twice a subscription).
      if index + 1 < count {
        (elements + index).moveInitialize(from: elements + index + 1, count: count - index - 1)
      }
      header.pointee.count -= 1
      return removed
    }
  }

  /// Iterates over the entries, keeping the storage alive meanwhile.
  @usableFromInline
  func makeIterator() -> Iterator { Iterator(storage: storage) }

  /// Iterates over an ``ObserverList``'s entries.
  @usableFromInline
  struct Iterator: IteratorProtocol {
    fileprivate let storage: ObserverListStorage
    private var index = 0

    fileprivate init(storage: ObserverListStorage) { self.storage = storage }

    @usableFromInline
    mutating func next() -> ObserverEntry? {
      let index = index
      return storage.withUnsafeMutablePointers { header, elements in
        guard index < Int(header.pointee.count) else { return nil }
        self.index = index + 1
        return elements[index]
      }
    }
  }
}

/// How many entries an ``ObserverListStorage`` holds, and has room for.
@usableFromInline
struct ObserverListHeader {
  @usableFromInline var count: Int32
  @usableFromInline var capacity: Int32
}

/// The storage of an ``ObserverList``: the header, then the entries.
@usableFromInline
final class ObserverListStorage: ManagedBuffer<ObserverListHeader, ObserverEntry> {
  /// The header, read through its address: `header`, a class's stored property, would be
  /// checked for exclusive access at run time.
  var headerPointer: UnsafeMutablePointer<ObserverListHeader> {
    withUnsafeMutablePointerToHeader { $0 }
  }

  /// A new storage with room for `capacity` entries at least, holding a copy of these.
  func copy(capacity: Int) -> ObserverListStorage {
    let copy = unsafeDowncast(
      ObserverListStorage.create(minimumCapacity: capacity) { _ in
        ObserverListHeader(count: 0, capacity: 0)
      },
      to: ObserverListStorage.self)
    let room = Int32(clamping: copy.capacity)
    withUnsafeMutablePointers { header, elements in
      let count = header.pointee.count
      copy.withUnsafeMutablePointers { copyHeader, copyElements in
        copyElements.initialize(from: elements, count: Int(count))
        copyHeader.pointee = ObserverListHeader(count: count, capacity: room)
      }
    }
    return copy
  }

  deinit {
    _ = withUnsafeMutablePointers { header, elements in
      elements.deinitialize(count: Int(header.pointee.count))
    }
  }
}

/// The storage of every empty list that never held an observer.
///
/// Shared, so that a broadcast without observers allocates none. Never changed: a list
/// appending to it copies it first (its capacity is 0).
nonisolated(unsafe) private let emptyObserverListStorage = unsafeDowncast(
  ObserverListStorage.create(minimumCapacity: 0) { _ in ObserverListHeader(count: 0, capacity: 0) },
  to: ObserverListStorage.self)
