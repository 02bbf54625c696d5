import BindingCore
print("demo")
