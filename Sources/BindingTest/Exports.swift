@_exported import Binding
@_exported import BindingControls
@_exported import BindingTimeline
