package ingresstest_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
)

func TestClock(t *testing.T) {
	start := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	clk := ingresstest.NewClock(start)
	assert.Equal(t, start, clk.Now())
	assert.Equal(t, start, clk.Now(), "the clock does not move by itself")

	clk.Advance(90 * time.Second)
	assert.Equal(t, start.Add(90*time.Second), clk.Now())
	clk.Advance(-time.Minute)
	assert.Equal(t, start.Add(30*time.Second), clk.Now(), "a negative duration moves it back")

	later := time.Date(2030, 1, 2, 3, 4, 5, 0, time.FixedZone("UTC+2", 2*3600))
	clk.Set(later)
	assert.Equal(t, later, clk.Now(), "Set keeps the location")
}

// TestClockConcurrentUse moves and reads one clock from many goroutines;
// run it with -race.
func TestClockConcurrentUse(t *testing.T) {
	start := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	clk := ingresstest.NewClock(start)
	const workers = 20
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			clk.Advance(time.Second)
			assert.False(t, clk.Now().Before(start))
		})
	}
	wg.Wait()
	assert.Equal(t, start.Add(workers*time.Second), clk.Now())
}

func TestClockDrivesServer(t *testing.T) {
	clk := ingresstest.NewClock(time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC))
	_, c := newServer(t, ingresstest.WithClock(clk.Now))
	keys := apikeys.NewClient(c)

	first, err := keys.Create(t.Context(), nil)
	require.NoError(t, err)
	assert.Equal(t, clk.Now(), first.CreatedAt)

	clk.Advance(time.Hour)
	second, err := keys.Create(t.Context(), nil)
	require.NoError(t, err)
	assert.Equal(t, first.CreatedAt.Add(time.Hour), second.CreatedAt)

	clk.Set(time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC))
	third, err := keys.Create(t.Context(), nil)
	require.NoError(t, err)
	assert.Equal(t, time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC), third.CreatedAt)
}

func ExampleClock() {
	clk := ingresstest.NewClock(time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC))
	srv := ingresstest.NewServer(ingresstest.WithClock(clk.Now))
	defer srv.Close()
	keys := apikeys.NewClient(srv.Client())
	ctx := context.Background()

	first, err := keys.Create(ctx, nil)
	if err != nil {
		panic(err)
	}
	clk.Advance(90 * time.Minute)
	second, err := keys.Create(ctx, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(first.CreatedAt.Format(time.TimeOnly), second.CreatedAt.Format(time.TimeOnly))
	// Output: 08:00:00 09:30:00
}

func TestSteppingClock(t *testing.T) {
	start := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	clk := ingresstest.NewSteppingClock(start, time.Second)
	assert.Equal(t, start, clk.Time(), "Time reads without moving")
	assert.Equal(t, start, clk.Time())
	assert.Equal(t, start, clk.Now())
	assert.Equal(t, start.Add(time.Second), clk.Now(), "each reading moves it by the step")
	clk.Advance(time.Hour)
	assert.Equal(t, start.Add(time.Hour+2*time.Second), clk.Now())
}

func TestServerClockHooks(t *testing.T) {
	start := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	clk := ingresstest.NewClock(start)
	srv, c := newServer(t, ingresstest.WithManualClock(clk))
	now, err := srv.ClockTime()
	require.NoError(t, err)
	assert.Equal(t, start, now)
	require.NoError(t, srv.AdvanceClock(time.Hour))
	k, err := apikeys.NewClient(c).Create(t.Context(), nil)
	require.NoError(t, err)
	assert.Equal(t, start.Add(time.Hour), k.CreatedAt, "the server reads the clock the hooks move")
	require.NoError(t, srv.SetClock(start.AddDate(1, 0, 0)))
	assert.Equal(t, start.AddDate(1, 0, 0), clk.Time())

	wall, _ := newServer(t)
	_, err = wall.ClockTime()
	assert.ErrorIs(t, err, ingresstest.ErrNoClock)
	assert.ErrorIs(t, wall.SetClock(start), ingresstest.ErrNoClock)
	assert.ErrorIs(t, wall.AdvanceClock(time.Second), ingresstest.ErrNoClock)
	given, _ := newServer(t, ingresstest.WithManualClock(clk), ingresstest.WithClock(time.Now))
	assert.ErrorIs(t, given.AdvanceClock(time.Second), ingresstest.ErrNoClock, "a later WithClock replaces the manual clock")
}
