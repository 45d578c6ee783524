package testkit

import "runtime"

// Allocated returns the bytes allocated, by every goroutine, while f ran:
// the measure of work that tests of the limits bound, since a loaded
// machine changes how long work takes but not what it allocates.
func Allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}
