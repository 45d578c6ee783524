package api

// Deref returns *p, or the zero value when p is nil.
func Deref[T any](p *T) T {
	var zero T
	return DerefOr(p, zero)
}

// DerefOr returns *p, or def when p is nil.
func DerefOr[T any](p *T, def T) T {
	if p == nil {
		return def
	}
	return *p
}

// SetIf sets *dst to *src when src is supplied.
func SetIf[T any](dst *T, src *T) {
	if src != nil {
		*dst = *src
	}
}

// SetDefault sets *dst to def when *dst is empty.
func SetDefault(dst *string, def string) {
	if *dst == "" {
		*dst = def
	}
}
