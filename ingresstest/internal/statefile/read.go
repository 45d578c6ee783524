package statefile

import (
	"errors"
	"io/fs"
	"os"
)

// Read returns what the file at path holds. found is false, with no
// error, when there is no file at path; any other failure is the error
// of the file system as it comes.
func Read(path string) (data []byte, found bool, err error) {
	data, err = os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	return data, true, nil
}
