"""Recurring tasks: entries in the user crontab that run `opticlick run`."""
