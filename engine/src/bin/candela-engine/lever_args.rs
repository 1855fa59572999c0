//! One flag per declared memory lever (`candela_engine::planner::levers::LEVERS`), built
//! from its declaration: a new lever's flag needs no line here. Its value is checked with
//! the job's (`Levers::from_map`, in `job::start_plan`), one line naming the flag.
use candela_engine::planner::levers::LEVERS;
use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};
use std::collections::BTreeMap;

/// The levers' flags as given: values by the lever's key (one not given stays `auto`).
#[derive(Debug, Clone, Default)]
pub struct LeverArgs(pub BTreeMap<String, String>);

impl FromArgMatches for LeverArgs {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, clap::Error> {
        let given = LEVERS
            .iter()
            .filter_map(|l| {
                let value = m.get_one::<String>(l.key)?;
                Some((l.key.to_string(), value.clone()))
            })
            .collect();
        Ok(LeverArgs(given))
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(m)?;
        Ok(())
    }
}

impl Args for LeverArgs {
    fn augment_args(cmd: Command) -> Command {
        LEVERS.iter().fold(cmd, |cmd, l| {
            cmd.arg(
                Arg::new(l.key)
                    .long(l.flag)
                    .value_name("VALUE")
                    .help(l.help)
                    .action(ArgAction::Set),
            )
        })
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}
