package ingresstest

// deref returns *p, or the zero value when p is nil.
func deref[T any](p *T) T {
	var zero T
	return derefOr(p, zero)
}

// derefOr returns *p, or def when p is nil.
func derefOr[T any](p *T, def T) T {
	if p == nil {
		return def
	}
	return *p
}

// setIf sets *dst to *src when src is supplied.
func setIf[T any](dst *T, src *T) {
	if src != nil {
		*dst = *src
	}
}
