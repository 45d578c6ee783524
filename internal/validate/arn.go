package validate

import (
	"errors"
	"strings"
)

// IAMRoleARN checks the resource name of the AWS role an event
// destination assumes: arn:PARTITION:iam::ACCOUNT:role/NAME, where
// PARTITION is "aws" or starts with "aws-", ACCOUNT is the twelve digits
// of an AWS account and NAME (after an optional path) is a role's name.
// Another, empty included, is a *CodedError with CodeEventRoleARN that
// says what is wrong.
func IAMRoleARN(field, arn string) error {
	if err := parseIAMRoleARN(arn); err != nil {
		return FailCoded(CodeEventRoleARN, field, "role ARN %q is not a valid ARN for an AWS IAM role: %v", arn, err)
	}
	return nil
}

// parseIAMRoleARN says what keeps arn from being an IAM role's ARN.
func parseIAMRoleARN(arn string) error {
	parts := strings.SplitN(arn, ":", 6)
	if len(parts) != 6 || parts[0] != "arn" {
		return errors.New(`an ARN has six parts separated by ":", starting with "arn"`)
	}
	partition, service, region, account, resource := parts[1], parts[2], parts[3], parts[4], parts[5]
	switch {
	case partition != "aws" && !strings.HasPrefix(partition, "aws-"):
		return errors.New(`the partition must be "aws" or start with "aws-"`)
	case service != "iam":
		return errors.New(`the service must be "iam"`)
	case region != "":
		return errors.New("an IAM ARN has no region")
	case len(account) != 12 || strings.Trim(account, "0123456789") != "":
		return errors.New("the account must be 12 digits")
	case !strings.HasPrefix(resource, "role/"):
		return errors.New(`the resource must start with "role/"`)
	}
	name := resource[strings.LastIndexByte(resource, '/')+1:]
	if name == "" {
		return errors.New("the role has no name")
	}
	for _, r := range resource {
		if !roleChar(r) {
			return errors.New(`a role's path and name hold only letters, digits and "+=,.@_-/"`)
		}
	}
	return nil
}

func roleChar(r rune) bool {
	return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || strings.ContainsRune("+=,.@_-/", r)
}
