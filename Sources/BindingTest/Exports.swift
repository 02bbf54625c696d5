@_exported import Binding
@_exported import BindingControls
