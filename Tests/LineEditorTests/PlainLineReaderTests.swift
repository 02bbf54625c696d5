import LineEditor
import Testing

@Suite struct PlainLineReaderTests {
  @Test func returnsLinesThenEndOfInput() {
    let reader = PlainLineReader(lines: ["a", "b"])
    #expect(reader.readLine(prompt: "> ") == .line("a"))
    #expect(reader.readLine(prompt: "> ") == .line("b"))
    #expect(reader.readLine(prompt: "> ") == .endOfInput)
  }
}

@Suite struct InterruptSignalTests {
  @Test func simulatedInterruptIsSeenUntilCleared() {
    InterruptSignal.clear()
    #expect(!InterruptSignal.isRequested)
    InterruptSignal.simulate()
    #expect(InterruptSignal.isRequested)
    InterruptSignal.clear()
    #expect(!InterruptSignal.isRequested)
  }
}
