//! One flag per declared attachment (`candela_engine::attach::DECLARED`), built from its
//! declaration: a new attachment's flag needs no line here.
use candela_engine::attach::declared::Values;
use candela_engine::attach::DECLARED;
use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};
use std::collections::BTreeMap;

/// The declared attachments' flags as given: values by the declaration's key.
#[derive(Debug, Clone, Default)]
pub struct DeclaredArgs(pub BTreeMap<String, Vec<String>>);

impl FromArgMatches for DeclaredArgs {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, clap::Error> {
        let mut given = BTreeMap::new();
        for d in DECLARED {
            if let Some(v) = m.get_many::<String>(d.key) {
                given.insert(d.key.to_string(), v.cloned().collect());
            }
        }
        Ok(DeclaredArgs(given))
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(m)?;
        Ok(())
    }
}

impl Args for DeclaredArgs {
    fn augment_args(cmd: Command) -> Command {
        DECLARED.iter().fold(cmd, |cmd, d| {
            cmd.arg(
                Arg::new(d.key)
                    .long(d.flag)
                    .value_name(d.value_name)
                    .help(d.help)
                    .action(match d.values {
                        Values::One => ArgAction::Set,
                        Values::Many => ArgAction::Append,
                    }),
            )
        })
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}
