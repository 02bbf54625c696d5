import BindingTest
import Testing

@Suite struct SubscriptionTests {
  @Test func subscriptionIsOpenUntilUnsubscribed() {
    #expect(Subscription(200).isOpen)
    #expect(Subscription(200).unsubscribe == .max)
    #expect(!Subscription(200, 300).isOpen)
    #expect(Subscription(200, 300) == Subscription(200, 300))
    #expect(Subscription(200, 300) != Subscription(200))
  }

  @Test func subscriptionDescriptionShowsBothTimes() {
    #expect(Subscription(200, 300).debugDescription == "(200: 300)")
    #expect(Subscription(200).debugDescription == "(200: Infinity)")
  }
}
