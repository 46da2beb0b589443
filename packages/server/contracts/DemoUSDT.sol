// SPDX-License-Identifier: MIT
// Copyright (c) Meridian contributors. Released under the MIT licence.
pragma solidity 0.8.30;

/// @title Demo Tether USD
/// @notice A minimal ERC-20 for Meridian's local development chain only: it stands in for USDT so
///         that a new machine can deposit without a real chain. It has no value and must never be
///         deployed anywhere that matters. The deployer alone mints.
contract DemoUSDT {
    string public constant name = "Demo Tether USD";
    string public constant symbol = "USDT";
    /// @notice Six decimals, as Tether's USDT: 1 USDT is 1_000_000 units.
    uint8 public constant decimals = 6;

    uint256 public totalSupply;
    /// @notice The deployer, the only account that may mint. A storage slot rather than an
    ///         immutable so that the deployed code is the same whoever deploys it.
    address public minter;

    mapping(address account => uint256) public balanceOf;
    mapping(address owner => mapping(address spender => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error NotMinter(address caller);
    error InsufficientBalance(address account, uint256 balance, uint256 needed);
    error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error ZeroAddress();

    constructor() {
        minter = msg.sender;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        if (spender == address(0)) revert ZeroAddress();
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        // An allowance of the largest number is unlimited and never spent down, as in most tokens.
        if (allowed != type(uint256).max) {
            if (allowed < value) revert InsufficientAllowance(msg.sender, allowed, value);
            unchecked {
                allowance[from][msg.sender] = allowed - value;
            }
        }
        _transfer(from, to, value);
        return true;
    }

    function mint(address to, uint256 value) external {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        if (to == address(0)) revert ZeroAddress();
        totalSupply += value;
        // Cannot overflow: no balance exceeds the total supply, which was checked just above.
        unchecked {
            balanceOf[to] += value;
        }
        emit Transfer(address(0), to, value);
    }

    function _transfer(address from, address to, uint256 value) private {
        if (to == address(0)) revert ZeroAddress();
        uint256 fromBalance = balanceOf[from];
        if (fromBalance < value) revert InsufficientBalance(from, fromBalance, value);
        unchecked {
            balanceOf[from] = fromBalance - value;
            balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }
}
