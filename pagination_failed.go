package ingress

// ListFailed returns an iterator that yields no item and whose Err is err:
// what a list call returns when it refuses its arguments before sending
// anything, such as the empty ID of the resource whose items it lists.
func ListFailed[T any](err error) *Iter[T] { return &Iter[T]{err: err} }
