package setup

// orEmpty returns s, or an empty list when s is nil: in an update, an
// empty list clears a field that a nil one would leave as it is.
func orEmpty[S ~[]E, E any](s S) S {
	if s == nil {
		return S{}
	}
	return s
}

// orEmptyMap returns m, or an empty map when m is nil: in an update, an
// empty map removes every entry that a nil one would leave as they are.
func orEmptyMap[M ~map[K]V, K comparable, V any](m M) M {
	if m == nil {
		return M{}
	}
	return m
}
