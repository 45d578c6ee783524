package platform

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/ingresskit/ingress/abusereports"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/reserveddomains"
)

// registerAbuseReports serves the create and get of abuse reports, and
// reviews them on the server's clock (see WithAbuseReviewTime).
func registerAbuseReports(s *account) {
	api.ServeResource(s.engine, s.engine.Records.AbuseReports, api.Resource[abusereports.AbuseReport, abusereports.CreateParams, struct{}]{
		Wire:   wire.AbuseReports,
		Create: s.createAbuseReport, NoUpdate: true, NoList: true, NoDelete: true,
	})
	s.engine.OnRequest(s.reviewDueReports)
}

// createAbuseReport is the create hook of abuse reports: it builds the
// record of a new, pending one, with each hostname of its URLs once, and
// puts it under review.
func (s *account) createAbuseReport(c *api.Call, p *abusereports.CreateParams) (*abusereports.AbuseReport, error) {
	hostnames := []abusereports.Hostname{}
	for i, u := range p.URLs {
		h, err := validate.ReportedHostname(validate.Elem("urls", i), u)
		if err != nil {
			return nil, err
		}
		if !slices.ContainsFunc(hostnames, func(x abusereports.Hostname) bool { return x.Hostname == h }) {
			hostnames = append(hostnames, abusereports.Hostname{Hostname: h, Status: abusereports.HostnamePending})
		}
	}
	s.engine.Records.AbuseReview.Queue = append(s.engine.Records.AbuseReview.Queue, c.ID)
	return &abusereports.AbuseReport{
		URLs:   slices.Clone(p.URLs),
		Status: abusereports.StatusPending, Hostnames: hostnames,
	}, nil
}

// reviewDueReports decides the pending hostnames of the reports whose
// review time has come. Reports come due in the order they were created,
// so it looks no further than the first report not due.
func (s *account) reviewDueReports() {
	now := s.engine.Now()
	var due bool
	s.engine.WithRLock(func() { due = s.reportDue(now) })
	if !due {
		return
	}
	s.engine.WithLock(func() {
		for s.reportDue(now) {
			id := s.engine.Records.AbuseReview.Queue[0]
			s.engine.Records.AbuseReview.Queue = s.engine.Records.AbuseReview.Queue[1:]
			if r, ok := s.engine.Records.AbuseReports.Get(id); ok {
				s.decideReport(r)
			}
		}
	})
}

// reportDue reports whether the oldest report under review is due at
// now. The caller holds the lock.
func (s *account) reportDue(now time.Time) bool {
	q := s.engine.Records.AbuseReview.Queue
	if len(q) == 0 {
		return false
	}
	r, ok := s.engine.Records.AbuseReports.Get(q[0])
	return !ok || !now.Before(r.CreatedAt.Add(s.engine.Records.AbuseReview.Delay))
}

// decideReport stores r with each pending hostname decided: banned when
// the service hosts it (one of its own domains, or a domain the account
// reserved), ignored otherwise. The caller holds the lock.
func (s *account) decideReport(r *abusereports.AbuseReport) {
	hostnames := slices.Clone(r.Hostnames)
	for i, h := range hostnames {
		if h.Status != abusereports.HostnamePending {
			continue
		}
		hostnames[i].Status = abusereports.HostnameIgnore
		if s.hosts(h.Hostname) {
			hostnames[i].Status = abusereports.HostnameBanned
		}
	}
	s.saveReport(r, hostnames)
}

// hosts reports whether the service hosts hostname, a host with an
// optional port. The caller holds the lock.
func (s *account) hosts(hostname string) bool {
	host := hostname
	if i := strings.LastIndexByte(host, ':'); i >= 0 {
		host = host[:i]
	}
	if validate.IsServiceDomain(host) {
		return true
	}
	return s.engine.Records.ReservedDomains.Find(func(d *reserveddomains.ReservedDomain) bool { return strings.EqualFold(d.Domain, host) }) != nil
}

// saveReport stores r with hostnames and the status they make. The caller
// holds the lock.
func (s *account) saveReport(r *abusereports.AbuseReport, hostnames []abusereports.Hostname) {
	next := *r
	next.Hostnames, next.Status = hostnames, reportStatus(hostnames)
	s.engine.Records.AbuseReports.Put(next.ID, &next)
}

// reportStatus is the status of a report whose hostnames are these:
// pending until one is decided, processed when all are.
func reportStatus(hostnames []abusereports.Hostname) abusereports.Status {
	pending := 0
	for _, h := range hostnames {
		if h.Status == abusereports.HostnamePending {
			pending++
		}
	}
	switch pending {
	case 0:
		return abusereports.StatusProcessed
	case len(hostnames):
		return abusereports.StatusPending
	}
	return abusereports.StatusPartiallyProcessed
}

// SetAbuseHostnameStatus is ingresstest.Server.SetAbuseHostnameStatus on
// the engine e: it decides a hostname of an abuse report by hand,
// before or after its review, as the abuse response team may: the
// report's status follows (PARTIALLY_PROCESSED while other hostnames are
// pending). The review decides only the hostnames still pending. It fails
// for an unknown report, a hostname the report does not list, or a
// status that is not one of the four of abusereports.
func SetAbuseHostnameStatus(e *api.Engine, reportID, hostname string, status abusereports.HostnameStatus) error {
	s := &account{engine: e}
	all := []abusereports.HostnameStatus{abusereports.HostnamePending, abusereports.HostnameBanned, abusereports.HostnameUnbanned, abusereports.HostnameIgnore}
	if !slices.Contains(all, status) {
		return fmt.Errorf("set abuse hostname status: unknown status %q", status)
	}
	s.engine.Mu.Lock()
	defer s.engine.Mu.Unlock()
	r, ok := s.engine.Records.AbuseReports.Get(reportID)
	if !ok {
		return fmt.Errorf("set abuse hostname status: no abuse report %q", reportID)
	}
	i := slices.IndexFunc(r.Hostnames, func(h abusereports.Hostname) bool { return h.Hostname == hostname })
	if i < 0 {
		return fmt.Errorf("set abuse hostname status: abuse report %s has no hostname %q", reportID, hostname)
	}
	hostnames := slices.Clone(r.Hostnames)
	hostnames[i].Status = status
	s.saveReport(r, hostnames)
	return nil
}
