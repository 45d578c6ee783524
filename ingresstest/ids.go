package ingresstest

import (
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// IDEpoch is the time that the IDs of the real API, and this server's,
// count their seconds from: 2014-05-13T16:53:20Z, the epoch of KSUIDs.
// An ID holds the seconds since IDEpoch in 32 bits, so a clock set before
// it cannot give IDs that sort by creation; this server's clock reads no
// such time (see ClockMin), and cmd/ingress-fake refuses it as -clock.
var IDEpoch = time.Unix(store.EpochUnix, 0).UTC()
