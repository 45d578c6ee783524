package ingresstest

// deref returns *p, or the zero value when p is nil.
func deref[T any](p *T) T {
	if p == nil {
		var zero T
		return zero
	}
	return *p
}

// setIf sets *dst to *src when src is supplied.
func setIf[T any](dst *T, src *T) {
	if src != nil {
		*dst = *src
	}
}
