// Package statefile owns the state file of ingresstest as bytes: the
// atomic write (a temporary file in the same directory, synced, renamed
// over the file, then the directory synced), the read at start, and the
// advisory lock (flock) on the file beside it whose name adds ".lock",
// which keeps a second server off the file.
//
// It knows nothing of servers, snapshots or families: it writes and reads
// the bytes it is given at the path it is given. Its errors are its own
// (ErrInUse, and those of the file system as they come); ingresstest
// turns them into its public errors and messages.
package statefile
