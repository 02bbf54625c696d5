import BindingCore

/// How ``TestScheduler`` counts time, under RxTest's name: integer ticks (``TestTime``), each
/// standing for the scheduler's `resolution` in seconds.
public typealias TestSchedulerVirtualTimeConverter = TickTimeConverter
