@_exported import BindingCore
